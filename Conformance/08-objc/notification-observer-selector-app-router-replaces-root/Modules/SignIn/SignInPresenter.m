//
//  SignInPresenter.m
//  Ledgerly
//

#import "SignInPresenter.h"

@implementation SignInPresenter

#pragma mark - SignInViewOutput

- (void)didTapSignInWithEmail:(NSString *)email password:(NSString *)password {
    if (email.length == 0 || password.length == 0) {
        [self.view showError:@"Enter your email and password."];
        return;
    }
    [self.interactor signInWithEmail:email password:password];
}

#pragma mark - SignInInteractorOutput

- (void)didFailToSignInWithMessage:(NSString *)message {
    [self.view showError:message];
}

@end
