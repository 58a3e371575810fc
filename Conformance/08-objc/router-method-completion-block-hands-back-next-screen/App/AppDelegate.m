//
//  AppDelegate.m
//  Dispensary
//

#import "AppDelegate.h"
#import "PrescriptionsAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *prescriptions = [PrescriptionsAssembly assembleModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:prescriptions];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
