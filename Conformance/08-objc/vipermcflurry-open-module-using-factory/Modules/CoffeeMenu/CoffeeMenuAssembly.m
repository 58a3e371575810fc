//
//  CoffeeMenuAssembly.m
//  Brew
//

#import "CoffeeMenuAssembly.h"
#import "CoffeeMenuViewController.h"
#import "CoffeeMenuPresenter.h"
#import "CoffeeMenuInteractor.h"
#import "CoffeeMenuRouter.h"
#import "DrinkOrderAssembly.h"
#import <ViperMcFlurry/ViperMcFlurry.h>

@implementation CoffeeMenuAssembly

- (CoffeeMenuViewController *)viewCoffeeMenu {
    return [TyphoonDefinition withClass:[CoffeeMenuViewController class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterCoffeeMenu]];
    }];
}

- (CoffeeMenuPresenter *)presenterCoffeeMenu {
    return [TyphoonDefinition withClass:[CoffeeMenuPresenter class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(view) with:[self viewCoffeeMenu]];
        [definition injectProperty:@selector(interactor) with:[self interactorCoffeeMenu]];
        [definition injectProperty:@selector(router) with:[self routerCoffeeMenu]];
    }];
}

- (CoffeeMenuInteractor *)interactorCoffeeMenu {
    return [TyphoonDefinition withClass:[CoffeeMenuInteractor class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterCoffeeMenu]];
    }];
}

- (CoffeeMenuRouter *)routerCoffeeMenu {
    return [TyphoonDefinition withClass:[CoffeeMenuRouter class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(transitionHandler) with:[self viewCoffeeMenu]];
        [definition injectProperty:@selector(drinkOrderModuleFactory) with:[self factoryDrinkOrder]];
    }];
}

- (RamblerViperModuleFactory *)factoryDrinkOrder {
    return [TyphoonDefinition withClass:[RamblerViperModuleFactory class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition useInitializer:@selector(initWithAssembly:selectorName:)
                        parameters:^(TyphoonMethod *initializer) {
            [initializer injectParameterWith:self.drinkOrderAssembly];
            [initializer injectParameterWith:NSStringFromSelector(@selector(viewDrinkOrder))];
        }];
    }];
}

@end
