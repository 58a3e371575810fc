//
//  CoffeeMenuRouter.h
//  Brew
//

#import <UIKit/UIKit.h>
#import <ViperMcFlurry/ViperMcFlurry.h>

@protocol CoffeeMenuRouterInput <NSObject>
- (void)openOrderForDrink:(NSString *)drink;
@end

@interface CoffeeMenuRouter : NSObject <CoffeeMenuRouterInput>

@property (nonatomic, weak) id<RamblerViperModuleTransitionHandlerProtocol> transitionHandler;
@property (nonatomic, strong) RamblerViperModuleFactory *drinkOrderModuleFactory;

@end
