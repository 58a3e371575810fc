//
//  AppRouter.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Swaps the window's root when the session starts or ends.
@interface AppRouter : NSObject

- (instancetype)initWithWindow:(UIWindow *)window NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
