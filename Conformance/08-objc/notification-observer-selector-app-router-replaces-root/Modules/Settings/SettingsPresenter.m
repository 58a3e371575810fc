//
//  SettingsPresenter.m
//  Ledgerly
//

#import "SettingsPresenter.h"

@implementation SettingsPresenter

#pragma mark - SettingsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainSignedInEmail];
}

- (void)didTapSignOut {
    [self.interactor signOut];
}

#pragma mark - SettingsInteractorOutput

- (void)didObtainSignedInEmail:(NSString *)email {
    [self.view showSignedInEmail:email];
}

@end
