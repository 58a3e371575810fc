//
//  ItineraryInteractor.h
//  Waypoint
//

#import <Foundation/Foundation.h>

@class Booking;

NS_ASSUME_NONNULL_BEGIN

@protocol ItineraryInteractorOutput <NSObject>
- (void)didObtainBookings:(NSArray<Booking *> *)bookings;
@end

@protocol ItineraryInteractorInput <NSObject>
- (void)obtainBookings;
@end

@interface ItineraryInteractor : NSObject <ItineraryInteractorInput>

@property (nonatomic, weak) id<ItineraryInteractorOutput> output;

@end

NS_ASSUME_NONNULL_END
