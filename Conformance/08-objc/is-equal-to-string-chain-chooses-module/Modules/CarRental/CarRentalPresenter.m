//
//  CarRentalPresenter.m
//  Waypoint
//

#import "CarRentalPresenter.h"

@interface CarRentalPresenter ()

@property (nonatomic, copy) NSString *bookingIdentifier;

@end

@implementation CarRentalPresenter

- (instancetype)initWithBookingIdentifier:(NSString *)bookingIdentifier {
    self = [super init];
    if (self) {
        _bookingIdentifier = [bookingIdentifier copy];
    }
    return self;
}

#pragma mark - CarRentalViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showDetailText:[NSString stringWithFormat:@"Booking %@ — collect the keys at desk 4.", self.bookingIdentifier]];
}

@end
