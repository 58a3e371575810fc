//
//  RecipeListRouter.h
//  Pantry
//

#import <UIKit/UIKit.h>

@protocol RecipeListRouterInput <NSObject>
- (void)openRecipeDetail;
@end

@interface RecipeListRouter : NSObject <RecipeListRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
