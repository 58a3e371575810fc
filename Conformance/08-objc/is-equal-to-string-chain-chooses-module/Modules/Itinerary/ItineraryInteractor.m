//
//  ItineraryInteractor.m
//  Waypoint
//

#import "ItineraryInteractor.h"
#import "Booking.h"

@implementation ItineraryInteractor

#pragma mark - ItineraryInteractorInput

- (void)obtainBookings {
    NSArray<NSDictionary<NSString *, id> *> *payload = @[
        @{@"id": @"BK-2041", @"type": @"flight", @"summary": @"LIS → FNC, 08:40"},
        @{@"id": @"BK-2042", @"type": @"hotel", @"summary": @"Quinta das Flores, 4 nights"},
        @{@"id": @"BK-2043", @"type": @"car", @"summary": @"Compact car, Funchal airport"},
        @{@"id": @"BK-2044", @"type": @"ferry", @"summary": @"Funchal → Porto Santo"}
    ];
    NSMutableArray<Booking *> *bookings = [NSMutableArray arrayWithCapacity:payload.count];
    for (NSDictionary<NSString *, id> *item in payload) {
        Booking *booking = [[Booking alloc] initWithDictionary:item];
        if (booking != nil) {
            [bookings addObject:booking];
        }
    }
    [self.output didObtainBookings:bookings];
}

@end
