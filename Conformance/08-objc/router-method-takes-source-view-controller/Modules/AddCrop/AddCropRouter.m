//
//  AddCropRouter.m
//  Sprout
//

#import "AddCropRouter.h"

@implementation AddCropRouter

#pragma mark - AddCropRouterInput

- (void)closeModuleFromViewController:(UIViewController *)viewController {
    [viewController dismissViewControllerAnimated:YES completion:nil];
}

@end
