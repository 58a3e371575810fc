//
//  SignInInteractor.m
//  Folio
//

#import "SignInInteractor.h"

@implementation SignInInteractor

#pragma mark - SignInInteractorInput

- (void)signInWithEmail:(NSString *)email password:(NSString *)password {
    if (email.length == 0 || password.length == 0) {
        [self.output didFailToSignInWithMessage:@"Please fill in both fields."];
        return;
    }
    [[NSUserDefaults standardUserDefaults] setObject:[[NSUUID UUID] UUIDString] forKey:@"FOLSessionToken"];
    [self.output didSignIn];
}

@end
