//
//  AddExpensePresenter.m
//  Tally
//

#import "AddExpensePresenter.h"

@implementation AddExpensePresenter

#pragma mark - AddExpenseViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view setupWithTripName:self.tripName];
}

- (void)didTapSaveWithTitle:(NSString *)title paidBy:(NSString *)paidBy amountText:(NSString *)amountText {
    double amount = [amountText doubleValue];
    if (amount <= 0) {
        [self.view showAmountError];
        return;
    }
    [self.interactor saveExpenseWithTitle:title paidBy:paidBy amountInCents:(NSInteger)(amount * 100.0)];
}

- (void)didTapCancel {
    [self.router closeModule];
}

#pragma mark - AddExpenseInteractorOutput

- (void)didSaveExpense:(Expense *)expense {
    [self.moduleOutput addExpenseModuleDidSaveExpense:expense];
    [self.router closeModule];
}

@end
