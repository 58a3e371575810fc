//
//  AppDelegate.m
//  Spokes
//

#import "AppDelegate.h"
#import "AppRouter.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    [[AppRouter sharedRouter] installRootInWindow:self.window];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
