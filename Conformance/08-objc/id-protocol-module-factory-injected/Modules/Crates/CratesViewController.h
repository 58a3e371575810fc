//
//  CratesViewController.h
//  Groove
//

#import <UIKit/UIKit.h>

@class Record;

NS_ASSUME_NONNULL_BEGIN

@protocol CratesViewInput <NSObject>
- (void)showRecords:(NSArray<Record *> *)records;
@end

@protocol CratesViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectRecordAtIndex:(NSUInteger)index;
- (void)didTapSellerOfRecordAtIndex:(NSUInteger)index;
@end

@interface CratesViewController : UITableViewController <CratesViewInput>

@property (nonatomic, strong) id<CratesViewOutput> output;

@end

NS_ASSUME_NONNULL_END
