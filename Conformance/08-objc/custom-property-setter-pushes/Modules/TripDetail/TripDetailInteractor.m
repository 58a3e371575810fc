//
//  TripDetailInteractor.m
//  Wanderlust
//

#import "TripDetailInteractor.h"

@implementation TripDetailInteractor

#pragma mark - TripDetailInteractorInput

- (void)obtainStops {
    [self.output didObtainStops:@[@"Flight", @"Hotel", @"Car rental"]];
}

@end
