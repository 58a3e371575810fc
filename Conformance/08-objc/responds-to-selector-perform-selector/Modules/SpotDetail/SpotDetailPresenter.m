//
//  SpotDetailPresenter.m
//  ParkEasy
//

#import "SpotDetailPresenter.h"

@interface SpotDetailPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *rates;

@end

@implementation SpotDetailPresenter

#pragma mark - SpotDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainRates];
}

#pragma mark - SpotDetailInteractorOutput

- (void)didObtainRates:(NSArray<NSString *> *)rates {
    self.rates = rates;
    [self.view showRates:rates];
}

@end
