//
//  ItineraryViewController.h
//  Waypoint
//

#import <UIKit/UIKit.h>

@class Booking;

NS_ASSUME_NONNULL_BEGIN

@protocol ItineraryViewInput <NSObject>
- (void)showBookings:(NSArray<Booking *> *)bookings;
@end

@protocol ItineraryViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectBookingAtIndex:(NSUInteger)index;
@end

@interface ItineraryViewController : UITableViewController <ItineraryViewInput>

@property (nonatomic, strong) id<ItineraryViewOutput> output;

@end

NS_ASSUME_NONNULL_END
