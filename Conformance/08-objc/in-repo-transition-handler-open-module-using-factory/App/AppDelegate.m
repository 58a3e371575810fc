//
//  AppDelegate.m
//  Reelmark
//

#import "AppDelegate.h"
#import "WatersAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    UIViewController *waters = [WatersAssembly assembleModule];

    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:waters];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
