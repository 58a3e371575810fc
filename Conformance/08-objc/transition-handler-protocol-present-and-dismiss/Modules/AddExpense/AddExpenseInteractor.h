//
//  AddExpenseInteractor.h
//  Tally
//

#import <Foundation/Foundation.h>

@class Expense;

@protocol AddExpenseInteractorOutput <NSObject>
- (void)didSaveExpense:(Expense *)expense;
@end

@protocol AddExpenseInteractorInput <NSObject>
- (void)saveExpenseWithTitle:(NSString *)title paidBy:(NSString *)paidBy amountInCents:(NSInteger)amountInCents;
@end

@interface AddExpenseInteractor : NSObject <AddExpenseInteractorInput>

@property (nonatomic, weak) id<AddExpenseInteractorOutput> output;

@end
