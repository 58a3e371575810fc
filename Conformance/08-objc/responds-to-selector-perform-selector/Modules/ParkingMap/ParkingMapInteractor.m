//
//  ParkingMapInteractor.m
//  ParkEasy
//

#import "ParkingMapInteractor.h"

@implementation ParkingMapInteractor

#pragma mark - ParkingMapInteractorInput

- (void)obtainSpots {
    [self.output didObtainSpots:@[@"Level 2 - B14", @"Elm Street 7", @"Station Garage 31"]];
}

@end
