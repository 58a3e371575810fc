//
//  DrinkOrderModuleInput.h
//  Brew
//

#import <Foundation/Foundation.h>
#import <ViperMcFlurry/ViperMcFlurry.h>

@protocol DrinkOrderModuleInput <RamblerViperModuleInput>

- (void)configureModuleWithDrink:(NSString *)drink;

@end
