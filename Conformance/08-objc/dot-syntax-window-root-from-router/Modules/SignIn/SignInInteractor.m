//
//  SignInInteractor.m
//  Ledger
//

#import "SignInInteractor.h"

@implementation SignInInteractor

#pragma mark - SignInInteractorInput

- (void)obtainMethods {
    [self.output didObtainMethods:@[@"Face ID", @"Passcode"]];
}

- (void)authenticateWithMethod:(NSString *)method {
    NSLog(@"Signing in with %@", method);
    [self.output didAuthenticate];
}

@end
