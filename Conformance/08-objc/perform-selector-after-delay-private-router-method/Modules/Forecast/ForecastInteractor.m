//
//  ForecastInteractor.m
//  Nimbus
//

#import "ForecastInteractor.h"

@implementation ForecastInteractor

#pragma mark - ForecastInteractorInput

- (void)obtainForecast {
    NSString *city = [[NSUserDefaults standardUserDefaults] stringForKey:@"NMBLastCity"] ?: @"Reykjavik";
    [self.output didObtainForecastForCity:city days:@[@"Mon  4° showers", @"Tue  6° cloudy", @"Wed  3° sleet"]];
}

@end
