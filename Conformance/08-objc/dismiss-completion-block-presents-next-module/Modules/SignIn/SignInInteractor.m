//
//  SignInInteractor.m
//  Mise
//

#import "SignInInteractor.h"

static NSString * const kPantryConfiguredKey = @"pantryConfigured";

@implementation SignInInteractor

#pragma mark - SignInInteractorInput

- (void)signInWithEmail:(NSString *)email password:(NSString *)password {
    __weak typeof(self) weakSelf = self;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.6 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        if (password.length < 8) {
            [weakSelf.output didFailToSignInWithMessage:@"Wrong email or password."];
            return;
        }
        BOOL pantryConfigured = [[NSUserDefaults standardUserDefaults] boolForKey:kPantryConfiguredKey];
        [weakSelf.output didSignInAsNewMember:!pantryConfigured];
    });
}

@end
