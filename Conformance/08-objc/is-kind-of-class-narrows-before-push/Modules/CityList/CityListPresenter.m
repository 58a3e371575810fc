//
//  CityListPresenter.m
//  Skyline
//

#import "CityListPresenter.h"

@interface CityListPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *cities;

@end

@implementation CityListPresenter

#pragma mark - CityListViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainCities];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openForecastForCity:self.cities[index]];
}

#pragma mark - CityListInteractorOutput

- (void)didObtainCities:(NSArray<NSString *> *)cities {
    self.cities = cities;
    [self.view showCities:cities];
}

@end
