//
//  AppDelegate.m
//  Pantry
//

#import "AppDelegate.h"
#import "StoryboardIdentifiers.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:kRecipesStoryboardName bundle:nil];
    UIViewController *recipeList = [storyboard instantiateViewControllerWithIdentifier:kRecipeListSceneIdentifier];

    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:recipeList];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
