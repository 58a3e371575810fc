//
//  CityListRouter.m
//  Skyline
//

#import "CityListRouter.h"
#import "ForecastAssembly.h"

@implementation CityListRouter

#pragma mark - CityListRouterInput

- (void)openForecastForCity:(NSString *)city {
    if (![self.view isKindOfClass:[UIViewController class]]) {
        return;
    }
    UIViewController *cityListScreen = (UIViewController *)self.view;
    UIViewController *forecast = [ForecastAssembly buildModuleWithCity:city];
    [cityListScreen.navigationController pushViewController:forecast animated:YES];
}

@end
