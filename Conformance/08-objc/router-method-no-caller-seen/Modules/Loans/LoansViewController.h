//
//  LoansViewController.h
//  Stacks
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol LoansViewInput <NSObject>
- (void)showLoans:(NSArray<NSString *> *)loans;
@end

@protocol LoansViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface LoansViewController : UITableViewController <LoansViewInput>

@property (nonatomic, strong) id<LoansViewOutput> output;

@end

NS_ASSUME_NONNULL_END
