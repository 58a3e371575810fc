//
// PBDAboutWireframe.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDAboutWireframe.h"
#import "PBDAboutViewController.h"

@interface PBDAboutWireframe ()

@property (nonatomic, weak) UIViewController *presentingViewController;

@end

@implementation PBDAboutWireframe

- (void)presentAbout:(UIViewController *)viewController
{
    PBDAboutViewController *aboutViewController = [[PBDAboutViewController alloc] init];
    self.presentingViewController = viewController;
    [viewController presentViewController:aboutViewController animated:YES completion:nil];
}

- (void)dismissAboutInterface
{
    [self.presentingViewController dismissViewControllerAnimated:YES completion:nil];
}

@end
