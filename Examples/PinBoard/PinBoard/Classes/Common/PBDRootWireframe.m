//
// PBDRootWireframe.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDRootWireframe.h"

@implementation PBDRootWireframe

- (void)showRootViewController:(UIViewController *)viewController inWindow:(UIWindow *)window
{
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:viewController];
    window.rootViewController = navigationController;
}

@end
