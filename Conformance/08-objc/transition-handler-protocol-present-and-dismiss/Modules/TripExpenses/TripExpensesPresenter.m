//
//  TripExpensesPresenter.m
//  Tally
//

#import "TripExpensesPresenter.h"

@implementation TripExpensesPresenter

#pragma mark - TripExpensesViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view setupWithTripName:self.tripName];
    [self.interactor obtainExpensesForTripNamed:self.tripName];
}

- (void)didTapAddExpense {
    [self.router openAddExpenseForTripNamed:self.tripName moduleOutput:self];
}

#pragma mark - TripExpensesInteractorOutput

- (void)didObtainExpenses:(NSArray<Expense *> *)expenses {
    [self.view showExpenses:expenses];
}

#pragma mark - AddExpenseModuleOutput

- (void)addExpenseModuleDidSaveExpense:(Expense *)expense {
    [self.interactor obtainExpensesForTripNamed:self.tripName];
}

@end
