//
//  SessionWatcher.h
//  Folio
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Sends the user back to sign-in when their session expires.
@interface SessionWatcher : NSObject

- (instancetype)initWithWindow:(UIWindow *)window;
- (void)startWatching;

@end

NS_ASSUME_NONNULL_END
