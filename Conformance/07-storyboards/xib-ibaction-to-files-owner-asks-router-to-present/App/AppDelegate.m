#import "AppDelegate.h"
#import "ParkingMeterAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *meter = [ParkingMeterAssembly parkingMeterModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:meter];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
