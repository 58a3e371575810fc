//
//  AppDelegate.m
//  Crux
//

#import "AppDelegate.h"
#import "RouteLogAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *routeLog = [RouteLogAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:routeLog];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
