//
//  HallsRouter.m
//  Gallerist
//

#import "HallsRouter.h"
#import "ArtworkAssembly.h"

@implementation HallsRouter

#pragma mark - HallsRouterInput

- (void)openArtworkWithTitle:(NSString *)title {
    UIViewController *artwork = [ArtworkAssembly buildModuleWithTitle:title];
    [self.viewController.navigationController pushViewController:artwork animated:YES];
}

@end
