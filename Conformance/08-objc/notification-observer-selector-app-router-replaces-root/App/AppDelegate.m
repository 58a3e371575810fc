//
//  AppDelegate.m
//  Ledgerly
//

#import "AppDelegate.h"
#import "AppRouter.h"
#import "AccountsAssembly.h"
#import "SignInAssembly.h"

@interface AppDelegate ()

@property (nonatomic, strong) AppRouter *appRouter;

@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.appRouter = [[AppRouter alloc] initWithWindow:self.window];

    NSString *token = [[NSUserDefaults standardUserDefaults] stringForKey:@"LDGAuthToken"];
    if (token.length > 0) {
        UIViewController *accounts = [AccountsAssembly buildModule];
        self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:accounts];
    } else {
        self.window.rootViewController = [SignInAssembly buildModule];
    }
    [self.window makeKeyAndVisible];
    return YES;
}

@end
