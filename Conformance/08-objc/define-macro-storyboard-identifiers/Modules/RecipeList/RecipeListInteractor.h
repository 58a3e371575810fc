//
//  RecipeListInteractor.h
//  Pantry
//

#import <Foundation/Foundation.h>

@protocol RecipeListInteractorOutput <NSObject>
- (void)didObtainRecipes:(NSArray<NSString *> *)recipes;
@end

@protocol RecipeListInteractorInput <NSObject>
- (void)obtainRecipes;
@end

@interface RecipeListInteractor : NSObject <RecipeListInteractorInput>

@property (nonatomic, weak) id<RecipeListInteractorOutput> output;

@end
