//
//  AppDelegate.m
//  Tempo
//

#import "AppDelegate.h"
#import "PlaylistAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *firstScreen = [PlaylistAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:firstScreen];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
