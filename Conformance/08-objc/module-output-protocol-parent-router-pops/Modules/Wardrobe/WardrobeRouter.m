//
//  WardrobeRouter.m
//  Capsule
//

#import "WardrobeRouter.h"
#import "OutfitEditorAssembly.h"

@implementation WardrobeRouter

#pragma mark - WardrobeRouterInput

- (void)openOutfitEditorWithName:(NSString *)name
                           items:(NSArray<NSString *> *)items
                    moduleOutput:(id<OutfitEditorModuleOutput>)moduleOutput {
    UIViewController *editor = [OutfitEditorAssembly buildModuleWithName:name items:items moduleOutput:moduleOutput];
    [self.viewController.navigationController pushViewController:editor animated:YES];
}

- (void)closeOutfitEditor {
    [self.viewController.navigationController popViewControllerAnimated:YES];
}

@end
