//
// PBDAboutViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDAboutViewInterface.h"
#import "PBDAboutModuleInterface.h"

/// Shows the app's version number.
@interface PBDAboutViewController : UIViewController <PBDAboutViewInterface>

@property (nonatomic, strong) id<PBDAboutModuleInterface> eventHandler;

@end
