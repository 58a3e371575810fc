//
//  StoryboardIdentifiers.h
//  Pantry
//

#ifndef StoryboardIdentifiers_h
#define StoryboardIdentifiers_h

#define kRecipesStoryboardName          @"Recipes"
#define kRecipeListSceneIdentifier      @"RecipeListScene"
#define kRecipeDetailSceneIdentifier    @"RecipeDetailScene"

#endif /* StoryboardIdentifiers_h */
