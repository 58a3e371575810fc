//
// PBDComposeWireframe.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>

@class PBDComposePresenter;

/**
 * Presents the compose screen modally in its own navigation controller and dismisses it.
 */
@interface PBDComposeWireframe : NSObject

@property (nonatomic, strong) PBDComposePresenter *composePresenter;

- (void)presentComposeInterfaceFromViewController:(UIViewController *)viewController;
- (void)dismissComposeInterface;

@end
