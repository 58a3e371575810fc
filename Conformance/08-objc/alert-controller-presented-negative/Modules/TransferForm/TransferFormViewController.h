//
//  TransferFormViewController.h
//  Remit
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TransferFormViewInput <NSObject>
- (void)showAmounts:(NSArray<NSString *> *)amounts;
@end

@protocol TransferFormViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface TransferFormViewController : UITableViewController <TransferFormViewInput>

@property (nonatomic, strong) id<TransferFormViewOutput> output;

@end

NS_ASSUME_NONNULL_END
