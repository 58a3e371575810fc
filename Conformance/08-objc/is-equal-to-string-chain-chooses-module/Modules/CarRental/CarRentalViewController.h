//
//  CarRentalViewController.h
//  Waypoint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CarRentalViewInput <NSObject>
- (void)showDetailText:(NSString *)detailText;
@end

@protocol CarRentalViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface CarRentalViewController : UIViewController <CarRentalViewInput>

@property (nonatomic, strong) id<CarRentalViewOutput> output;

@end

NS_ASSUME_NONNULL_END
