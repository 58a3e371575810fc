//
// PBDAppDependencies.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>

/// The composition root: builds every module and wires their wireframes together.
@interface PBDAppDependencies : NSObject

- (void)installRootViewControllerIntoWindow:(UIWindow *)window;

@end
