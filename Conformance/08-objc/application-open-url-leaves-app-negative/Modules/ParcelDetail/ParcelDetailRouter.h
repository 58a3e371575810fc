//
//  ParcelDetailRouter.h
//  Parcelly
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Everything this module opens lives outside the app: the courier's site, the phone app, Settings.
@protocol ParcelDetailRouterInput <NSObject>
- (void)openCourierWebsiteWithURL:(NSURL *)url;
- (void)callCourierWithPhoneNumber:(NSString *)phoneNumber;
- (void)openAppNotificationSettings;
@end

@interface ParcelDetailRouter : NSObject <ParcelDetailRouterInput>
@end

NS_ASSUME_NONNULL_END
