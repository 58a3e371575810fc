//
// PBDAboutWireframe.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>

@class PBDAboutPresenter;

/**
 * Presents the About screen modally over the settings and dismisses it.
 */
@interface PBDAboutWireframe : NSObject

- (void)presentAbout:(UIViewController *)viewController;
- (void)dismissAboutInterface;

@end
