//
//  ForecastPresenter.m
//  Nimbus
//

#import "ForecastPresenter.h"

@interface ForecastPresenter ()

@property (nonatomic, copy) NSString *city;

@end

@implementation ForecastPresenter

#pragma mark - ForecastViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainForecast];
}

- (void)didTapRadar {
    [self.router openRadarForCity:self.city];
}

#pragma mark - ForecastInteractorOutput

- (void)didObtainForecastForCity:(NSString *)city days:(NSArray<NSString *> *)days {
    self.city = city;
    [self.view showCity:city days:days];
}

@end
