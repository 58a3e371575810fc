//
//  ForecastRouter.m
//  Nimbus
//

#import "ForecastRouter.h"
#import "RadarAssembly.h"

@implementation ForecastRouter

#pragma mark - ForecastRouterInput

- (void)openRadarForCity:(NSString *)city {
    UIViewController *radar = [RadarAssembly buildModuleWithCity:city];
    [self.viewController.navigationController pushViewController:radar animated:YES];
}

@end
