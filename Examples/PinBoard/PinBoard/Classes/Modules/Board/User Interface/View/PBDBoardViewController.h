//
// PBDBoardViewController.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
#import "PBDBoardViewInterface.h"
#import "PBDBoardModuleInterface.h"

/**
 * Shows the pins on the board in a table; it is loaded from the Main storyboard.
 */
@interface PBDBoardViewController : UITableViewController <PBDBoardViewInterface>

@property (nonatomic, strong) id<PBDBoardModuleInterface> eventHandler;

@end
