//
//  RecipeDetailInteractor.h
//  Pantry
//

#import <Foundation/Foundation.h>

@protocol RecipeDetailInteractorOutput <NSObject>
- (void)didObtainSteps:(NSArray<NSString *> *)steps;
@end

@protocol RecipeDetailInteractorInput <NSObject>
- (void)obtainSteps;
@end

@interface RecipeDetailInteractor : NSObject <RecipeDetailInteractorInput>

@property (nonatomic, weak) id<RecipeDetailInteractorOutput> output;

@end
