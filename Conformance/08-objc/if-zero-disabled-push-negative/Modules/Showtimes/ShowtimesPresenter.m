//
//  ShowtimesPresenter.m
//  Matinee
//

#import "ShowtimesPresenter.h"

@interface ShowtimesPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *showtimes;

@end

@implementation ShowtimesPresenter

#pragma mark - ShowtimesViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainShowtimes];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openSeatMapForShowtime:self.showtimes[index]];
}

#pragma mark - ShowtimesInteractorOutput

- (void)didObtainShowtimes:(NSArray<NSString *> *)showtimes {
    self.showtimes = showtimes;
    [self.view showShowtimes:showtimes];
}

@end
