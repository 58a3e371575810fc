//
//  ParkingMapPresenter.m
//  ParkEasy
//

#import "ParkingMapPresenter.h"

@interface ParkingMapPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *spots;

@end

@implementation ParkingMapPresenter

#pragma mark - ParkingMapViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainSpots];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    NSString *spotIdentifier = self.spots[index];
    if ([self.router respondsToSelector:@selector(openSpotWithIdentifier:)]) {
        [self.router performSelector:@selector(openSpotWithIdentifier:) withObject:spotIdentifier];
    }
}

#pragma mark - ParkingMapInteractorOutput

- (void)didObtainSpots:(NSArray<NSString *> *)spots {
    self.spots = spots;
    [self.view showSpots:spots];
}

@end
