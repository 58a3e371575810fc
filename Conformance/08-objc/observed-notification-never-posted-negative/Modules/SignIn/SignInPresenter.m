//
//  SignInPresenter.m
//  Folio
//

#import "SignInPresenter.h"

@implementation SignInPresenter

#pragma mark - SignInViewOutput

- (void)didTapSignInWithEmail:(NSString *)email password:(NSString *)password {
    [self.interactor signInWithEmail:email password:password];
}

- (void)didTapCancel {
    [self.router closeSignIn];
}

#pragma mark - SignInInteractorOutput

- (void)didSignIn {
    [self.router closeSignIn];
}

- (void)didFailToSignInWithMessage:(NSString *)message {
    [self.view showError:message];
}

@end
