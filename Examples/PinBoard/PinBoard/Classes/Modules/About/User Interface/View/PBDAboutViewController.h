//
// PBDAboutViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDAboutViewInterface.h"
#import "PBDAboutModuleInterface.h"

@interface PBDAboutViewController : UIViewController <PBDAboutViewInterface>

@property (nonatomic, strong) id<PBDAboutModuleInterface> eventHandler;

@end
