//
//  TripExpensesViewController.h
//  Tally
//

#import <UIKit/UIKit.h>
#import "ModuleTransitionHandler.h"

@class Expense;

NS_ASSUME_NONNULL_BEGIN

@protocol TripExpensesViewInput <NSObject>
- (void)setupWithTripName:(NSString *)tripName;
- (void)showExpenses:(NSArray<Expense *> *)expenses;
@end

@protocol TripExpensesViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapAddExpense;
@end

@interface TripExpensesViewController : UITableViewController <TripExpensesViewInput, ModuleTransitionHandler>

@property (nonatomic, strong) id<TripExpensesViewOutput> output;

@end

NS_ASSUME_NONNULL_END
