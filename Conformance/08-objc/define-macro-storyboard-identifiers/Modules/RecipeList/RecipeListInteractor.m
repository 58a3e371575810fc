//
//  RecipeListInteractor.m
//  Pantry
//

#import "RecipeListInteractor.h"

@implementation RecipeListInteractor

#pragma mark - RecipeListInteractorInput

- (void)obtainRecipes {
    [self.output didObtainRecipes:@[@"Shakshuka", @"Mushroom risotto", @"Banana bread"]];
}

@end
