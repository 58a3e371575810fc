//
//  CoffeeMenuRouter.m
//  Brew
//

#import "CoffeeMenuRouter.h"
#import "DrinkOrderModuleInput.h"

@implementation CoffeeMenuRouter

#pragma mark - CoffeeMenuRouterInput

- (void)openOrderForDrink:(NSString *)drink {
    [[self.transitionHandler openModuleUsingFactory:self.drinkOrderModuleFactory
                                withTransitionBlock:^(id<RamblerViperModuleTransitionHandlerProtocol> sourceModuleTransitionHandler,
                                                      id<RamblerViperModuleTransitionHandlerProtocol> destinationModuleTransitionHandler) {
        UIViewController *sourceViewController = (id)sourceModuleTransitionHandler;
        UIViewController *destinationViewController = (id)destinationModuleTransitionHandler;
        [sourceViewController.navigationController pushViewController:destinationViewController animated:YES];
    }] thenChainUsingBlock:^id<RamblerViperModuleOutput>(id<RamblerViperModuleInput> moduleInput) {
        id<DrinkOrderModuleInput> drinkOrderInput = (id<DrinkOrderModuleInput>)moduleInput;
        [drinkOrderInput configureModuleWithDrink:drink];
        return nil;
    }];
}

@end
