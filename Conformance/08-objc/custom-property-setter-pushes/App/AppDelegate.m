//
//  AppDelegate.m
//  Wanderlust
//

#import "AppDelegate.h"
#import "TripListAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *firstScreen = [TripListAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:firstScreen];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
