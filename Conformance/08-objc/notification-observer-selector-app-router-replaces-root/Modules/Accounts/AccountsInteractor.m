//
//  AccountsInteractor.m
//  Ledgerly
//

#import "AccountsInteractor.h"

@implementation AccountsInteractor

#pragma mark - AccountsInteractorInput

- (void)obtainAccounts {
    [self.output didObtainAccounts:@[@"Everyday Checking", @"Rainy Day Savings", @"Travel Card"]];
}

@end
