//
//  StationsInteractor.m
//  Spokes
//

#import "StationsInteractor.h"

@implementation StationsInteractor

#pragma mark - StationsInteractorInput

- (void)obtainAvailableBikes {
    [self.output didObtainAvailableBikes:@[@"CITY-0142", @"CITY-0177", @"EBIKE-0031"]];
}

@end
