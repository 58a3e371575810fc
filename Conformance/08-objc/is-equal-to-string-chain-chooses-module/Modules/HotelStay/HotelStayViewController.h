//
//  HotelStayViewController.h
//  Waypoint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol HotelStayViewInput <NSObject>
- (void)showDetailText:(NSString *)detailText;
@end

@protocol HotelStayViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface HotelStayViewController : UIViewController <HotelStayViewInput>

@property (nonatomic, strong) id<HotelStayViewOutput> output;

@end

NS_ASSUME_NONNULL_END
