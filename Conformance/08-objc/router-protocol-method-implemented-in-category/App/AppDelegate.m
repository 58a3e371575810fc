//
//  AppDelegate.m
//  Sprout
//

#import "AppDelegate.h"
#import "GardenAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *garden = [GardenAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:garden];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
