//
// PBDBoardViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDBoardViewInterface.h"
#import "PBDBoardModuleInterface.h"

@interface PBDBoardViewController : UITableViewController <PBDBoardViewInterface>

@property (nonatomic, strong) id<PBDBoardModuleInterface> eventHandler;

@end
