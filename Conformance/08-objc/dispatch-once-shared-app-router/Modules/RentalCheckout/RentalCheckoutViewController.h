//
//  RentalCheckoutViewController.h
//  Spokes
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RentalCheckoutViewInput <NSObject>
- (void)showPrice:(NSString *)price;
- (void)showError:(NSString *)message;
@end

@protocol RentalCheckoutViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapConfirm;
- (void)didTapCancel;
@end

@interface RentalCheckoutViewController : UIViewController <RentalCheckoutViewInput>

@property (nonatomic, strong) id<RentalCheckoutViewOutput> output;

@end

NS_ASSUME_NONNULL_END
