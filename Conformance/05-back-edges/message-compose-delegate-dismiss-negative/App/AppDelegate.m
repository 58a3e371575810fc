//
//  AppDelegate.m
//  Soiree
//

#import "AppDelegate.h"
#import "GuestsAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *guests = [GuestsAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:guests];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
