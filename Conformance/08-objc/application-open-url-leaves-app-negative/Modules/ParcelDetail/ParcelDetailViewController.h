//
//  ParcelDetailViewController.h
//  Parcelly
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ParcelDetailViewInput <NSObject>
- (void)showTrackingNumber:(NSString *)trackingNumber status:(NSString *)status;
- (void)showDeliveryAlertsEnabled:(BOOL)enabled;
@end

@protocol ParcelDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapTrackOnWebsite;
- (void)didTapCallCourier;
- (void)didTapTurnOnDeliveryAlerts;
@end

@interface ParcelDetailViewController : UIViewController <ParcelDetailViewInput>

@property (nonatomic, strong) id<ParcelDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
