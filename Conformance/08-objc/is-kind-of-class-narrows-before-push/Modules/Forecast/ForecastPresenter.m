//
//  ForecastPresenter.m
//  Skyline
//

#import "ForecastPresenter.h"

@interface ForecastPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *days;

@end

@implementation ForecastPresenter

#pragma mark - ForecastViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainDays];
}

#pragma mark - ForecastInteractorOutput

- (void)didObtainDays:(NSArray<NSString *> *)days {
    self.days = days;
    [self.view showDays:days];
}

@end
