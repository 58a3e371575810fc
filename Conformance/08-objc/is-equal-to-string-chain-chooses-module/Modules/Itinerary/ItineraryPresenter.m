//
//  ItineraryPresenter.m
//  Waypoint
//

#import "ItineraryPresenter.h"
#import "Booking.h"

@interface ItineraryPresenter ()

@property (nonatomic, copy) NSArray<Booking *> *bookings;

@end

@implementation ItineraryPresenter

#pragma mark - ItineraryViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainBookings];
}

- (void)didSelectBookingAtIndex:(NSUInteger)index {
    Booking *booking = self.bookings[index];
    [self.router openBookingOfType:booking.type identifier:booking.identifier];
}

#pragma mark - ItineraryInteractorOutput

- (void)didObtainBookings:(NSArray<Booking *> *)bookings {
    self.bookings = bookings;
    [self.view showBookings:bookings];
}

@end
