//
//  SignInRouter.h
//  Folio
//

#import <UIKit/UIKit.h>

@protocol SignInRouterInput <NSObject>
- (void)closeSignIn;
@end

@interface SignInRouter : NSObject <SignInRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
