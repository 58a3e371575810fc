//
//  TripListInteractor.m
//  Wanderlust
//

#import "TripListInteractor.h"

@implementation TripListInteractor

#pragma mark - TripListInteractorInput

- (void)obtainTrips {
    [self.output didObtainTrips:@[@"Lisbon Weekend", @"Iceland Ring Road", @"Kyoto in Autumn"]];
}

@end
