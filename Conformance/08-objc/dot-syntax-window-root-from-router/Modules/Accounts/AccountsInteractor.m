//
//  AccountsInteractor.m
//  Ledger
//

#import "AccountsInteractor.h"

@implementation AccountsInteractor

#pragma mark - AccountsInteractorInput

- (void)obtainAccounts {
    [self.output didObtainAccounts:@[@"Checking", @"Savings", @"Credit Card"]];
}

@end
