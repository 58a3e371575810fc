//
//  AppDelegate.m
//  Innkeep
//

#import "AppDelegate.h"
#import "RoomsAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *rooms = [RoomsAssembly assembleModuleWithParameter:nil];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:rooms];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
