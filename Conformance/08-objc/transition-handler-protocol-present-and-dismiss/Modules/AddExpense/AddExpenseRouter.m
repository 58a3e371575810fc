//
//  AddExpenseRouter.m
//  Tally
//

#import "AddExpenseRouter.h"

@implementation AddExpenseRouter

#pragma mark - AddExpenseRouterInput

- (void)closeModule {
    [self.transitionHandler dismissViewControllerAnimated:YES completion:nil];
}

@end
