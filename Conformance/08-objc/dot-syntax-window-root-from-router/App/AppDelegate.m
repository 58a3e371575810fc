//
//  AppDelegate.m
//  Ledger
//

#import "AppDelegate.h"
#import "SignInAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [SignInAssembly buildModule];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
