//
//  AppDelegate.m
//  Earshot
//

#import "AppDelegate.h"
#import "LibraryAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *library = [LibraryAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:library];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
