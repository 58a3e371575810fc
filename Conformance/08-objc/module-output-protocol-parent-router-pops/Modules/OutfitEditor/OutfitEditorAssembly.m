//
//  OutfitEditorAssembly.m
//  Capsule
//

#import "OutfitEditorAssembly.h"
#import "OutfitEditorViewController.h"
#import "OutfitEditorPresenter.h"

@implementation OutfitEditorAssembly

+ (UIViewController *)buildModuleWithName:(NSString *)name
                                    items:(NSArray<NSString *> *)items
                             moduleOutput:(id<OutfitEditorModuleOutput>)moduleOutput {
    OutfitEditorViewController *view = [[OutfitEditorViewController alloc] init];
    OutfitEditorPresenter *presenter = [[OutfitEditorPresenter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.moduleOutput = moduleOutput;
    presenter.name = name;
    presenter.items = items;

    return view;
}

@end
