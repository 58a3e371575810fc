//
//  CoffeeMenuAssembly.h
//  Brew
//

#import <Typhoon/Typhoon.h>
#import "CoffeeMenuViewController.h"

@class DrinkOrderAssembly;

@interface CoffeeMenuAssembly : TyphoonAssembly

@property (nonatomic, strong, readonly) DrinkOrderAssembly *drinkOrderAssembly;

- (CoffeeMenuViewController *)viewCoffeeMenu;

@end
