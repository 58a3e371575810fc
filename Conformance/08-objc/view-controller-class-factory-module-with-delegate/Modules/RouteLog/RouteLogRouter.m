//
//  RouteLogRouter.m
//  Crux
//

#import "RouteLogRouter.h"
#import "GradePickerViewController.h"

@implementation RouteLogRouter

#pragma mark - RouteLogRouterInput

- (void)openGradePickerWithDelegate:(id<GradePickerModuleDelegate>)delegate {
    GradePickerViewController *gradePicker = [GradePickerViewController moduleWithDelegate:delegate];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:gradePicker];
    [self.viewController presentViewController:navigationController animated:YES completion:nil];
}

@end
