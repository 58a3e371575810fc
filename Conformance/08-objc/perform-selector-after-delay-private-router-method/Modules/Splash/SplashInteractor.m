//
//  SplashInteractor.m
//  Nimbus
//

#import "SplashInteractor.h"

@implementation SplashInteractor

#pragma mark - SplashInteractorInput

- (void)warmUpForecastCache {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    if ([defaults stringForKey:@"NMBLastCity"] == nil) {
        [defaults setObject:@"Reykjavik" forKey:@"NMBLastCity"];
    }
    [self.output didWarmUpForecastCache];
}

@end
