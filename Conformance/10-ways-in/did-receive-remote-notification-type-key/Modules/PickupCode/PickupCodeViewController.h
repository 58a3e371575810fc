//
//  PickupCodeViewController.h
//  Doorstep
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PickupCodeViewInput <NSObject>
- (void)showLockerCode:(NSString *)lockerCode address:(NSString *)address;
@end

@protocol PickupCodeViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface PickupCodeViewController : UIViewController <PickupCodeViewInput>

@property (nonatomic, strong) id<PickupCodeViewOutput> output;

@end

NS_ASSUME_NONNULL_END
