//
//  AppDelegate.m
//  Rehearsal
//

#import "AppDelegate.h"
#import "SetlistAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:[SetlistAssembly buildModule]];
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
