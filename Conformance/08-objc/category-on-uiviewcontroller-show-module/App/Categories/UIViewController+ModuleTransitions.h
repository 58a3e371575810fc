//
//  UIViewController+ModuleTransitions.h
//  Bookworm
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIViewController (ModuleTransitions)

/// Shows another module's screen on top of this one.
- (void)showModule:(UIViewController *)module;

/// Closes this module's screen and goes back to the screen that showed it.
- (void)closeModule;

@end

NS_ASSUME_NONNULL_END
