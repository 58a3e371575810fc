//
// PBDPinViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDPinViewInterface.h"
#import "PBDPinModuleInterface.h"

/// Shows a single pin that was selected on the board.
@interface PBDPinViewController : UIViewController <PBDPinViewInterface>

@property (nonatomic, strong) id<PBDPinModuleInterface> eventHandler;

@end
