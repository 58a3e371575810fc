//
//  AppDelegate.m
//  Patchwork
//

#import "AppDelegate.h"
#import "QuiltTabBarController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[QuiltTabBarController alloc] init];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
