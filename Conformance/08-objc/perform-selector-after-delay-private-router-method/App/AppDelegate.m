//
//  AppDelegate.m
//  Nimbus
//

#import "AppDelegate.h"
#import "SplashAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [SplashAssembly buildModule];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
