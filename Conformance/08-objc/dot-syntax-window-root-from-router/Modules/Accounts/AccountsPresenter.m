//
//  AccountsPresenter.m
//  Ledger
//

#import "AccountsPresenter.h"

@interface AccountsPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *accounts;

@end

@implementation AccountsPresenter

#pragma mark - AccountsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainAccounts];
}

#pragma mark - AccountsInteractorOutput

- (void)didObtainAccounts:(NSArray<NSString *> *)accounts {
    self.accounts = accounts;
    [self.view showAccounts:accounts];
}

@end
