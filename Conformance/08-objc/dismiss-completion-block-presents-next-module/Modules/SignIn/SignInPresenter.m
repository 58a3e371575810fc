//
//  SignInPresenter.m
//  Mise
//

#import "SignInPresenter.h"

@implementation SignInPresenter

#pragma mark - SignInViewOutput

- (void)didTapSignInWithEmail:(NSString *)email password:(NSString *)password {
    [self.interactor signInWithEmail:email password:password];
}

- (void)didTapCancel {
    [self.router closeShowingPantrySetup:NO];
}

#pragma mark - SignInInteractorOutput

- (void)didSignInAsNewMember:(BOOL)isNewMember {
    [self.router closeShowingPantrySetup:isNewMember];
}

- (void)didFailToSignInWithMessage:(NSString *)message {
    [self.view showError:message];
}

@end
