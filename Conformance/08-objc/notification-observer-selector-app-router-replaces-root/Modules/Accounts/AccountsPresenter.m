//
//  AccountsPresenter.m
//  Ledgerly
//

#import "AccountsPresenter.h"

@implementation AccountsPresenter

#pragma mark - AccountsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainAccounts];
}

- (void)didTapSettings {
    [self.router openSettings];
}

#pragma mark - AccountsInteractorOutput

- (void)didObtainAccounts:(NSArray<NSString *> *)accounts {
    [self.view showAccounts:accounts];
}

@end
