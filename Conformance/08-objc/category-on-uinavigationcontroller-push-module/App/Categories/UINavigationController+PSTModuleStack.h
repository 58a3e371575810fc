//
//  UINavigationController+PSTModuleStack.h
//  Piste
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UINavigationController (PSTModuleStack)

/// Pushes a module's screen onto this stack, hiding the bottom bar.
- (void)pst_pushModule:(UIViewController *)module;

/// Wraps a module's screen in its own navigation controller and presents it as a form sheet.
- (void)pst_presentModuleInNavigationController:(UIViewController *)module;

@end

NS_ASSUME_NONNULL_END
