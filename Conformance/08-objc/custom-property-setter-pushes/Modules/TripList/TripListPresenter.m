//
//  TripListPresenter.m
//  Wanderlust
//

#import "TripListPresenter.h"

@interface TripListPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *trips;

@end

@implementation TripListPresenter

#pragma mark - TripListViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainTrips];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    self.router.displayedTripName = self.trips[index];
}

#pragma mark - TripListInteractorOutput

- (void)didObtainTrips:(NSArray<NSString *> *)trips {
    self.trips = trips;
    [self.view showTrips:trips];
}

- (void)didTriggerViewWillAppearEvent {
    self.router.displayedTripName = nil;
}

@end
