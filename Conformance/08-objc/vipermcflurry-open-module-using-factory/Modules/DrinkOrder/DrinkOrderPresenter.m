//
//  DrinkOrderPresenter.m
//  Brew
//

#import "DrinkOrderPresenter.h"

@interface DrinkOrderPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *sizes;
@property (nonatomic, copy) NSString *drink;

@end

@implementation DrinkOrderPresenter

#pragma mark - DrinkOrderViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainSizes];
}

#pragma mark - DrinkOrderInteractorOutput

- (void)didObtainSizes:(NSArray<NSString *> *)sizes {
    self.sizes = sizes;
    [self.view showSizes:sizes];
}

#pragma mark - DrinkOrderModuleInput

- (void)configureModuleWithDrink:(NSString *)drink {
    self.drink = drink;
}

@end
