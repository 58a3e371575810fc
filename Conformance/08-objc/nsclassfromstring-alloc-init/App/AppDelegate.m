//
//  AppDelegate.m
//  Greenhouse
//

#import "AppDelegate.h"
#import "PlantListAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *firstScreen = [PlantListAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:firstScreen];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
