//
//  SignInViewController.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SignInViewInput <NSObject>
- (void)showError:(NSString *)message;
@end

@protocol SignInViewOutput <NSObject>
- (void)didTapSignInWithEmail:(NSString *)email password:(NSString *)password;
@end

@interface SignInViewController : UIViewController <SignInViewInput>

@property (nonatomic, strong) id<SignInViewOutput> output;

@end

NS_ASSUME_NONNULL_END
