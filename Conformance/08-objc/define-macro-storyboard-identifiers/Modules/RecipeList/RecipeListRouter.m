//
//  RecipeListRouter.m
//  Pantry
//

#import "RecipeListRouter.h"
#import "StoryboardIdentifiers.h"

@implementation RecipeListRouter

#pragma mark - RecipeListRouterInput

- (void)openRecipeDetail {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:kRecipesStoryboardName bundle:nil];
    UIViewController *recipeDetail = [storyboard instantiateViewControllerWithIdentifier:kRecipeDetailSceneIdentifier];
    [self.viewController.navigationController pushViewController:recipeDetail animated:YES];
}

@end
