//
//  SplashPresenter.m
//  Nimbus
//

#import "SplashPresenter.h"

static NSTimeInterval const kSplashMinimumDisplayTime = 0.8;

@implementation SplashPresenter

#pragma mark - SplashViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showLoading];
    [self.interactor warmUpForecastCache];
}

- (void)didTriggerViewWillDisappearEvent {
    [self.router cancelScheduledTransition];
}

#pragma mark - SplashInteractorOutput

- (void)didWarmUpForecastCache {
    [self.router openForecastAfterDelay:kSplashMinimumDisplayTime];
}

@end
