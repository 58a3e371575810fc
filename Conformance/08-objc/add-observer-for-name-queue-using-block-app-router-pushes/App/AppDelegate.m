//
//  AppDelegate.m
//  Dropline
//

#import "AppDelegate.h"
#import "DRPAppRouter.h"

@interface AppDelegate ()

@property (nonatomic, strong) DRPAppRouter *appRouter;

@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.appRouter = [[DRPAppRouter alloc] initWithWindow:self.window];
    [self.appRouter start];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
