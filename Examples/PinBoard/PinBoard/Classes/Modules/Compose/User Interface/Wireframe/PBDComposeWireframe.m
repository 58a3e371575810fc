//
// PBDComposeWireframe.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDComposeWireframe.h"
#import "PBDComposePresenter.h"
#import "PBDComposeViewController.h"

@interface PBDComposeWireframe ()

@property (nonatomic, weak) PBDComposeViewController *presentedViewController;

@end

@implementation PBDComposeWireframe

- (void)presentComposeInterfaceFromViewController:(UIViewController *)viewController
{
    PBDComposeViewController *composeViewController = [PBDComposeViewController new];
    composeViewController.eventHandler = self.composePresenter;
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:composeViewController];
    [viewController presentViewController:navigationController animated:YES completion:nil];
    self.presentedViewController = composeViewController;
}

- (void)dismissComposeInterface
{
    [self.presentedViewController dismissViewControllerAnimated:YES completion:^{
        self.presentedViewController = nil;
    }];
}

@end
