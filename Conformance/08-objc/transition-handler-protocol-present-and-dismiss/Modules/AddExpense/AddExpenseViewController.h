//
//  AddExpenseViewController.h
//  Tally
//

#import <UIKit/UIKit.h>
#import "ModuleTransitionHandler.h"

NS_ASSUME_NONNULL_BEGIN

@protocol AddExpenseViewInput <NSObject>
- (void)setupWithTripName:(NSString *)tripName;
- (void)showAmountError;
@end

@protocol AddExpenseViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapSaveWithTitle:(NSString *)title paidBy:(NSString *)paidBy amountText:(NSString *)amountText;
- (void)didTapCancel;
@end

@interface AddExpenseViewController : UIViewController <AddExpenseViewInput, ModuleTransitionHandler>

@property (nonatomic, strong) id<AddExpenseViewOutput> output;

@end

NS_ASSUME_NONNULL_END
