//
// PBDComposeViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDComposeViewInterface.h"
#import "PBDComposeModuleInterface.h"

@interface PBDComposeViewController : UIViewController <PBDComposeViewInterface>

@property (nonatomic, strong) id<PBDComposeModuleInterface> eventHandler;

@end
