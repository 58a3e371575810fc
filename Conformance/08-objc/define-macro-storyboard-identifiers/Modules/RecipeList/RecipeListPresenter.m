//
//  RecipeListPresenter.m
//  Pantry
//

#import "RecipeListPresenter.h"

@interface RecipeListPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *recipes;

@end

@implementation RecipeListPresenter

#pragma mark - RecipeListViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainRecipes];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openRecipeDetail];
}

#pragma mark - RecipeListInteractorOutput

- (void)didObtainRecipes:(NSArray<NSString *> *)recipes {
    self.recipes = recipes;
    [self.view showRecipes:recipes];
}

@end
