//
//  TripExpensesRouter.m
//  Tally
//

#import "TripExpensesRouter.h"
#import "AddExpenseAssembly.h"

@implementation TripExpensesRouter

#pragma mark - TripExpensesRouterInput

- (void)openAddExpenseForTripNamed:(NSString *)tripName moduleOutput:(id<AddExpenseModuleOutput>)moduleOutput {
    UIViewController *addExpense = [AddExpenseAssembly buildModuleWithTripName:tripName moduleOutput:moduleOutput];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:addExpense];
    [self.transitionHandler presentViewController:navigationController animated:YES completion:nil];
}

@end
