//
//  TransferReceiptViewController.h
//  Remit
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TransferReceiptViewInput <NSObject>
- (void)showLines:(NSArray<NSString *> *)lines;
@end

@protocol TransferReceiptViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface TransferReceiptViewController : UITableViewController <TransferReceiptViewInput>

@property (nonatomic, strong) id<TransferReceiptViewOutput> output;

@end

NS_ASSUME_NONNULL_END
