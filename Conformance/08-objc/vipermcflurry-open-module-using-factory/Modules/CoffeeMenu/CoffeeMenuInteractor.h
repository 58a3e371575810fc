//
//  CoffeeMenuInteractor.h
//  Brew
//

#import <Foundation/Foundation.h>

@protocol CoffeeMenuInteractorOutput <NSObject>
- (void)didObtainDrinks:(NSArray<NSString *> *)drinks;
@end

@protocol CoffeeMenuInteractorInput <NSObject>
- (void)obtainDrinks;
@end

@interface CoffeeMenuInteractor : NSObject <CoffeeMenuInteractorInput>

@property (nonatomic, weak) id<CoffeeMenuInteractorOutput> output;

@end
