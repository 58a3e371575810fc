//
//  CoffeeMenuPresenter.m
//  Brew
//

#import "CoffeeMenuPresenter.h"

@interface CoffeeMenuPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *drinks;

@end

@implementation CoffeeMenuPresenter

#pragma mark - CoffeeMenuViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainDrinks];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openOrderForDrink:self.drinks[index]];
}

#pragma mark - CoffeeMenuInteractorOutput

- (void)didObtainDrinks:(NSArray<NSString *> *)drinks {
    self.drinks = drinks;
    [self.view showDrinks:drinks];
}

@end
