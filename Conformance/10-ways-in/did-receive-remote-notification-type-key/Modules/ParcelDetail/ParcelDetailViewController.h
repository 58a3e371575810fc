//
//  ParcelDetailViewController.h
//  Doorstep
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ParcelDetailViewInput <NSObject>
- (void)showTrackingNumber:(NSString *)trackingNumber;
- (void)showTrackingEvents:(NSArray<NSString *> *)events;
@end

@protocol ParcelDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface ParcelDetailViewController : UITableViewController <ParcelDetailViewInput>

@property (nonatomic, strong) id<ParcelDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
