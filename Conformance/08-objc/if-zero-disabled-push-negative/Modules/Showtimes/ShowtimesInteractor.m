//
//  ShowtimesInteractor.m
//  Matinee
//

#import "ShowtimesInteractor.h"

@implementation ShowtimesInteractor

#pragma mark - ShowtimesInteractorInput

- (void)obtainShowtimes {
    [self.output didObtainShowtimes:@[@"18:30 Screen 1", @"20:15 Screen 3", @"22:00 Screen 1"]];
}

@end
