//
//  SplashRouter.m
//  Nimbus
//

#import "SplashRouter.h"
#import "ForecastAssembly.h"

@interface SplashRouter ()

- (void)replaceSplashWithForecast;

@end

@implementation SplashRouter

#pragma mark - SplashRouterInput

- (void)openForecastAfterDelay:(NSTimeInterval)delay {
    [self performSelector:@selector(replaceSplashWithForecast) withObject:nil afterDelay:delay];
}

- (void)cancelScheduledTransition {
    [NSObject cancelPreviousPerformRequestsWithTarget:self selector:@selector(replaceSplashWithForecast) object:nil];
}

#pragma mark - Private

- (void)replaceSplashWithForecast {
    UIWindow *window = self.viewController.view.window;
    UIViewController *forecast = [ForecastAssembly buildModule];
    window.rootViewController = [[UINavigationController alloc] initWithRootViewController:forecast];
}

@end
