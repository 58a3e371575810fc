//
//  AppDelegate.m
//  Capsule
//

#import "AppDelegate.h"
#import "WardrobeAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *wardrobe = [WardrobeAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:wardrobe];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
