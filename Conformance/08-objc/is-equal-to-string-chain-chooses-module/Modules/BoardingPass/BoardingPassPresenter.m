//
//  BoardingPassPresenter.m
//  Waypoint
//

#import "BoardingPassPresenter.h"

@interface BoardingPassPresenter ()

@property (nonatomic, copy) NSString *bookingIdentifier;

@end

@implementation BoardingPassPresenter

- (instancetype)initWithBookingIdentifier:(NSString *)bookingIdentifier {
    self = [super init];
    if (self) {
        _bookingIdentifier = [bookingIdentifier copy];
    }
    return self;
}

#pragma mark - BoardingPassViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showDetailText:[NSString stringWithFormat:@"Booking %@ — show this QR code at the gate.", self.bookingIdentifier]];
}

@end
