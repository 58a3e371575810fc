//
// PBDBoardWireframe.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDBoardWireframe.h"
#import "PBDBoardPresenter.h"
#import "PBDBoardViewController.h"
#import "PBDRootWireframe.h"
#import "PBDPinWireframe.h"
#import "PBDComposeWireframe.h"
#import "PinBoard-Swift.h"

static NSString *const PBDBoardViewControllerIdentifier = @"PBDBoardViewController";

@interface PBDBoardWireframe ()

@property (nonatomic, strong) PBDBoardViewController *boardViewController;

@end

@implementation PBDBoardWireframe

- (void)presentBoardInterfaceFromWindow:(UIWindow *)window
{
    PBDBoardViewController *viewController = [self boardViewControllerFromStoryboard];
    viewController.eventHandler = self.boardPresenter;
    self.boardPresenter.userInterface = viewController;
    self.boardViewController = viewController;

    [self.rootWireframe showRootViewController:viewController inWindow:window];
}

- (void)presentPinInterfaceForPin:(PBDPin *)pin
{
    [self.pinWireframe pushPinInterfaceForPin:pin onNavigationController:self.boardViewController.navigationController];
}

- (void)presentComposeInterface
{
    [self.composeWireframe presentComposeInterfaceFromViewController:self.boardViewController];
}

- (void)presentSettingsInterface
{
    // Settings is a Swift module: its router is an @objc class.
    [self.settingsRouter showSettings:self.boardViewController];
}

- (PBDBoardViewController *)boardViewControllerFromStoryboard
{
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:[NSBundle mainBundle]];
    return [storyboard instantiateViewControllerWithIdentifier:PBDBoardViewControllerIdentifier];
}

@end
