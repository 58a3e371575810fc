//
//  TripExpensesInteractor.m
//  Tally
//

#import "TripExpensesInteractor.h"
#import "Expense.h"

@implementation TripExpensesInteractor

#pragma mark - TripExpensesInteractorInput

- (void)obtainExpensesForTripNamed:(NSString *)tripName {
    Expense *dinner = [[Expense alloc] init];
    dinner.title = @"Dinner at the harbour";
    dinner.paidBy = @"Marta";
    dinner.amountInCents = 8650;

    Expense *tram = [[Expense alloc] init];
    tram.title = @"Tram passes";
    tram.paidBy = @"Joe";
    tram.amountInCents = 2400;

    [self.output didObtainExpenses:@[dinner, tram]];
}

@end
