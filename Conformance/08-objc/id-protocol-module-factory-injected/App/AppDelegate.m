//
//  AppDelegate.m
//  Groove
//

#import "AppDelegate.h"
#import "ModuleFactory.h"
#import "CratesAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    id<GrooveModuleFactory> factory = [[ModuleFactory alloc] init];
    UIViewController *crates = [CratesAssembly buildModuleWithFactory:factory];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:crates];
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
