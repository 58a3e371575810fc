//
//  CityListInteractor.m
//  Skyline
//

#import "CityListInteractor.h"

@implementation CityListInteractor

#pragma mark - CityListInteractorInput

- (void)obtainCities {
    [self.output didObtainCities:@[@"Oslo", @"Porto", @"Hobart"]];
}

@end
