//
//  ModuleTransitionHandler.h
//  Tally
//
//  Routers talk to their screen only through this protocol. Every module's
//  view controller adopts it; UIViewController already implements both methods.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ModuleTransitionHandler <NSObject>

- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^ _Nullable)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^ _Nullable)(void))completion;

@end

NS_ASSUME_NONNULL_END
