//
//  AppRouter.h
//  Spokes
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The one object that owns the app's navigation stack. Module routers ask it for every transition.
@interface AppRouter : NSObject

+ (instancetype)sharedRouter;

- (void)installRootInWindow:(UIWindow *)window;
- (void)showBikeDetailWithIdentifier:(NSString *)bikeIdentifier;
- (void)presentCheckoutForBikeWithIdentifier:(NSString *)bikeIdentifier;
- (void)dismissCheckout;

@end

NS_ASSUME_NONNULL_END
