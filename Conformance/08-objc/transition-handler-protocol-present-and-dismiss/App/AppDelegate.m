//
//  AppDelegate.m
//  Tally
//

#import "AppDelegate.h"
#import "TripExpensesAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    UIWindow *window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *tripExpenses = [TripExpensesAssembly buildModuleWithTripName:@"Porto with friends"];
    window.rootViewController = [[UINavigationController alloc] initWithRootViewController:tripExpenses];
    [window makeKeyAndVisible];
    self.window = window;
    return YES;
}

@end
