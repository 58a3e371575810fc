//
//  DrinkOrderAssembly.m
//  Brew
//

#import "DrinkOrderAssembly.h"
#import "DrinkOrderViewController.h"
#import "DrinkOrderPresenter.h"
#import "DrinkOrderInteractor.h"
#import <ViperMcFlurry/ViperMcFlurry.h>

@implementation DrinkOrderAssembly

- (DrinkOrderViewController *)viewDrinkOrder {
    return [TyphoonDefinition withClass:[DrinkOrderViewController class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterDrinkOrder]];
        [definition injectProperty:@selector(moduleInput) with:[self presenterDrinkOrder]];
    }];
}

- (DrinkOrderPresenter *)presenterDrinkOrder {
    return [TyphoonDefinition withClass:[DrinkOrderPresenter class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(view) with:[self viewDrinkOrder]];
        [definition injectProperty:@selector(interactor) with:[self interactorDrinkOrder]];
    }];
}

- (DrinkOrderInteractor *)interactorDrinkOrder {
    return [TyphoonDefinition withClass:[DrinkOrderInteractor class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterDrinkOrder]];
    }];
}

@end
