//
//  SpotDetailInteractor.m
//  ParkEasy
//

#import "SpotDetailInteractor.h"

@implementation SpotDetailInteractor

#pragma mark - SpotDetailInteractorInput

- (void)obtainRates {
    [self.output didObtainRates:@[@"1 hour - $2.50", @"Day pass - $14"]];
}

@end
