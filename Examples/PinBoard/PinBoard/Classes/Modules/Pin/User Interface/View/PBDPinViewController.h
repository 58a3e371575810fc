//
// PBDPinViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDPinViewInterface.h"
#import "PBDPinModuleInterface.h"

@interface PBDPinViewController : UIViewController <PBDPinViewInterface>

@property (nonatomic, strong) id<PBDPinModuleInterface> eventHandler;

@end
