//
//  HarvestLogRouter.m
//  Sprout
//

#import "HarvestLogRouter.h"
#import "CropDetailAssembly.h"
#import "AddCropAssembly.h"

@implementation HarvestLogRouter

#pragma mark - HarvestLogRouterInput

- (void)showCropDetailFromViewController:(UIViewController *)viewController withCrop:(Crop *)crop {
    UIViewController *cropDetail = [CropDetailAssembly buildModuleWithCrop:crop];
    [viewController.navigationController pushViewController:cropDetail animated:YES];
}

- (void)presentAddCropFromViewController:(UIViewController *)viewController {
    UIViewController *addCrop = [AddCropAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:addCrop];
    [viewController presentViewController:navigationController animated:YES completion:nil];
}

@end
