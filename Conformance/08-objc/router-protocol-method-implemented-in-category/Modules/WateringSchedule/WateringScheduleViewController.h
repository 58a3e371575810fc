//
//  WateringScheduleViewController.h
//  Sprout
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WateringScheduleViewInput <NSObject>
- (void)showSchedule:(NSArray<NSString *> *)entries;
@end

@protocol WateringScheduleViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapDone;
@end

@interface WateringScheduleViewController : UITableViewController <WateringScheduleViewInput>

@property (nonatomic, strong) id<WateringScheduleViewOutput> output;

@end

NS_ASSUME_NONNULL_END
