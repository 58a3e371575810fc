//
//  DrinkOrderAssembly.h
//  Brew
//

#import <Typhoon/Typhoon.h>
#import "DrinkOrderViewController.h"

@interface DrinkOrderAssembly : TyphoonAssembly

- (DrinkOrderViewController *)viewDrinkOrder;

@end
