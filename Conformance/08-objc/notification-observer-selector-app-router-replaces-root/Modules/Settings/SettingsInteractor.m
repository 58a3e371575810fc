//
//  SettingsInteractor.m
//  Ledgerly
//

#import "SettingsInteractor.h"
#import "SessionNotifications.h"

@implementation SettingsInteractor

#pragma mark - SettingsInteractorInput

- (void)obtainSignedInEmail {
    NSString *email = [[NSUserDefaults standardUserDefaults] stringForKey:@"LDGSignedInEmail"];
    [self.output didObtainSignedInEmail:email ?: @""];
}

- (void)signOut {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    [defaults removeObjectForKey:@"LDGAuthToken"];
    [defaults removeObjectForKey:@"LDGSignedInEmail"];
    [[NSNotificationCenter defaultCenter] postNotificationName:LDGSessionDidEndNotification object:self];
}

@end
