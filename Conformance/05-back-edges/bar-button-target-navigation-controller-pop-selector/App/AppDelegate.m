//
//  AppDelegate.m
//  Gallerist
//

#import "AppDelegate.h"
#import "HallsAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *halls = [HallsAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:halls];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
