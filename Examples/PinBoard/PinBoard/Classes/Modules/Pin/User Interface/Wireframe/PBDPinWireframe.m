//
// PBDPinWireframe.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDPinWireframe.h"
#import "PBDPinPresenter.h"
#import "PBDPinViewController.h"

@interface PBDPinWireframe ()

@property (nonatomic, weak) UINavigationController *navigationController;

@end

@implementation PBDPinWireframe

- (void)pushPinInterfaceForPin:(PBDPin *)pin onNavigationController:(UINavigationController *)navigationController
{
    PBDPinViewController *viewController = [[PBDPinViewController alloc] initWithNibName:nil bundle:nil];
    viewController.eventHandler = self.pinPresenter;
    self.navigationController = navigationController;
    [navigationController pushViewController:viewController animated:YES];
}

- (void)popPinInterface
{
    [self.navigationController popViewControllerAnimated:YES];
}

@end
