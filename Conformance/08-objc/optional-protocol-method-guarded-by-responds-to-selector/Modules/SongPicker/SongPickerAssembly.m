//
//  SongPickerAssembly.m
//  Rehearsal
//

#import "SongPickerAssembly.h"
#import "SongPickerViewController.h"
#import "SongPickerPresenter.h"
#import "SongPickerRouter.h"

@implementation SongPickerAssembly

+ (UIViewController *)buildModuleWithOutput:(id<SongPickerModuleOutput>)moduleOutput {
    SongPickerViewController *view = [[SongPickerViewController alloc] initWithStyle:UITableViewStylePlain];
    SongPickerPresenter *presenter = [[SongPickerPresenter alloc] init];
    SongPickerRouter *router = [[SongPickerRouter alloc] init];

    view.output = presenter;
    presenter.moduleOutput = moduleOutput;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
