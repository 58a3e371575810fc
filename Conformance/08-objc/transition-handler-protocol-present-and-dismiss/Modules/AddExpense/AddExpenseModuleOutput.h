//
//  AddExpenseModuleOutput.h
//  Tally
//

#import <Foundation/Foundation.h>

@class Expense;

@protocol AddExpenseModuleOutput <NSObject>
- (void)addExpenseModuleDidSaveExpense:(Expense *)expense;
@end
