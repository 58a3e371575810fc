//
//  TripsPresenter.m
//  Wayfarer
//

#import "TripsPresenter.h"

@interface TripsPresenter ()
@property (nonatomic, copy) NSArray<NSDictionary<NSString *, NSString *> *> *trips;
@end

@implementation TripsPresenter

#pragma mark - TripsViewOutput

- (void)didTriggerViewReadyEvent {
    self.trips = [self.interactor upcomingTrips];
    [self.view showTripTitles:[self.trips valueForKey:@"title"]];
}

- (void)didTapAddTrip {
    [self.router openNewTrip];
}

- (void)didSelectTripAtIndex:(NSInteger)index {
    [self.router openMapForTripWithIdentifier:self.trips[index][@"id"]];
}

- (void)didTapEditTripAtIndex:(NSInteger)index {
    [self.router openEditorForTripWithIdentifier:self.trips[index][@"id"]];
}

@end
