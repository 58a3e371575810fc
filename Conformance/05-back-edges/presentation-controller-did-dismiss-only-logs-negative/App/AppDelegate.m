//
//  AppDelegate.m
//  Tally
//

#import "AppDelegate.h"
#import "AccountsModule.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *accounts = [AccountsBuilder buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:accounts];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
