//
//  CoffeeMenuInteractor.m
//  Brew
//

#import "CoffeeMenuInteractor.h"

@implementation CoffeeMenuInteractor

#pragma mark - CoffeeMenuInteractorInput

- (void)obtainDrinks {
    [self.output didObtainDrinks:@[@"Flat white", @"Cortado", @"Cold brew"]];
}

@end
