//
// PBDPinWireframe.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
@class PBDPin;

@class PBDPinPresenter;

/**
 * Builds the pin screen, pushes it onto the board's navigation controller and pops it again.
 */
@interface PBDPinWireframe : NSObject

@property (nonatomic, strong) PBDPinPresenter *pinPresenter;

- (void)pushPinInterfaceForPin:(PBDPin *)pin onNavigationController:(UINavigationController *)navigationController;
- (void)popPinInterface;

@end
