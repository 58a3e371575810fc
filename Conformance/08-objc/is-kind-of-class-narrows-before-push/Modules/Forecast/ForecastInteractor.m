//
//  ForecastInteractor.m
//  Skyline
//

#import "ForecastInteractor.h"

@implementation ForecastInteractor

#pragma mark - ForecastInteractorInput

- (void)obtainDays {
    [self.output didObtainDays:@[@"Mon 12°", @"Tue 9°", @"Wed 14°"]];
}

@end
