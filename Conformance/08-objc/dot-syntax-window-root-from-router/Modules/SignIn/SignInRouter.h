//
//  SignInRouter.h
//  Ledger
//

#import <UIKit/UIKit.h>

@protocol SignInRouterInput <NSObject>
- (void)openAccounts;
@end

@interface SignInRouter : NSObject <SignInRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
