//
//  HotelStayPresenter.m
//  Waypoint
//

#import "HotelStayPresenter.h"

@interface HotelStayPresenter ()

@property (nonatomic, copy) NSString *bookingIdentifier;

@end

@implementation HotelStayPresenter

- (instancetype)initWithBookingIdentifier:(NSString *)bookingIdentifier {
    self = [super init];
    if (self) {
        _bookingIdentifier = [bookingIdentifier copy];
    }
    return self;
}

#pragma mark - HotelStayViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showDetailText:[NSString stringWithFormat:@"Booking %@ — check-in from 15:00.", self.bookingIdentifier]];
}

@end
