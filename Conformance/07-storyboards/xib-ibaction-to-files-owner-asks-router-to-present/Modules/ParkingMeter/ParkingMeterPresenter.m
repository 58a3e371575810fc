#import "ParkingMeterPresenter.h"
#import "ParkingMeterInteractor.h"
#import "ParkingMeterRouter.h"

@interface ParkingMeterPresenter ()
@property (nonatomic, assign) NSInteger minutes;
@end

@implementation ParkingMeterPresenter

- (void)viewIsReady {
    self.minutes = 60;
    NSString *zone = [self.interactor zone];
    [self.view showZone:zone rate:[NSString stringWithFormat:@"€%@ per hour", [self.interactor hourlyRate]]];
    [self.view showMinutes:self.minutes cost:[self.interactor costForMinutes:self.minutes]];
}

- (void)didChangeMinutes:(NSInteger)minutes {
    self.minutes = minutes;
    [self.view showMinutes:minutes cost:[self.interactor costForMinutes:minutes]];
}

- (void)didTapStart {
    [self.interactor startSessionForMinutes:self.minutes];
}

- (void)didTapHelp {
    [self.router presentHelpForZone:[self.interactor zone]];
}

@end
