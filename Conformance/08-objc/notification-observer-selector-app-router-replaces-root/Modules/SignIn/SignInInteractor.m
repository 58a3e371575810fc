//
//  SignInInteractor.m
//  Ledgerly
//

#import "SignInInteractor.h"
#import "SessionNotifications.h"

@implementation SignInInteractor

#pragma mark - SignInInteractorInput

- (void)signInWithEmail:(NSString *)email password:(NSString *)password {
    if (password.length < 8) {
        [self.output didFailToSignInWithMessage:@"That password doesn't look right."];
        return;
    }
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    [defaults setObject:[[NSUUID UUID] UUIDString] forKey:@"LDGAuthToken"];
    [defaults setObject:email forKey:@"LDGSignedInEmail"];
    [[NSNotificationCenter defaultCenter] postNotificationName:LDGSessionDidStartNotification object:self];
}

@end
