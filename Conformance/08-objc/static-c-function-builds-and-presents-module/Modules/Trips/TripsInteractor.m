//
//  TripsInteractor.m
//  Wayfarer
//

#import "TripsInteractor.h"

@implementation TripsInteractor

- (NSArray<NSDictionary<NSString *, NSString *> *> *)upcomingTrips {
    return @[
        @{ @"id": @"trip-lisbon-0412", @"title": @"Lisbon · 12–16 April" },
        @{ @"id": @"trip-tromso-1102", @"title": @"Tromsø · 2–7 November" },
        @{ @"id": @"trip-oaxaca-1219", @"title": @"Oaxaca · 19–30 December" }
    ];
}

@end
