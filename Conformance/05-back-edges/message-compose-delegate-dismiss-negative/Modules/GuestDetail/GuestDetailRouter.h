//
//  GuestDetailRouter.h
//  Soiree
//

#import <UIKit/UIKit.h>

@protocol GuestDetailRouterInput <NSObject>
- (void)openMessageComposerToPhoneNumber:(NSString *)phoneNumber body:(NSString *)body;
@end

@interface GuestDetailRouter : NSObject <GuestDetailRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
