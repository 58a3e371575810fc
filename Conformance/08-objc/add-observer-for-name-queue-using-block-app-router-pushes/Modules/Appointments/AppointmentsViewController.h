//
//  AppointmentsViewController.h
//  Dropline
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AppointmentsViewInput <NSObject>
- (void)showDonations:(NSArray<NSString *> *)donations;
@end

@protocol AppointmentsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapBookDonation;
@end

@interface AppointmentsViewController : UITableViewController <AppointmentsViewInput>

@property (nonatomic, strong) id<AppointmentsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
