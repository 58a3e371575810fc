//
//  AddExpenseInteractor.m
//  Tally
//

#import "AddExpenseInteractor.h"
#import "Expense.h"

@implementation AddExpenseInteractor

#pragma mark - AddExpenseInteractorInput

- (void)saveExpenseWithTitle:(NSString *)title paidBy:(NSString *)paidBy amountInCents:(NSInteger)amountInCents {
    Expense *expense = [[Expense alloc] init];
    expense.title = title;
    expense.paidBy = paidBy;
    expense.amountInCents = amountInCents;
    [self.output didSaveExpense:expense];
}

@end
