//
// PBDComposeViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDComposeViewInterface.h"
#import "PBDComposeModuleInterface.h"

/// Shows the draft of a new pin while the user writes it.
@interface PBDComposeViewController : UIViewController <PBDComposeViewInterface>

@property (nonatomic, strong) id<PBDComposeModuleInterface> eventHandler;

@end
