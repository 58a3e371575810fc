//
//  AppDelegate.m
//  SpokeShop
//

#import "AppDelegate.h"
#import "WorkshopAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[WorkshopAssembly buildModule]];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
