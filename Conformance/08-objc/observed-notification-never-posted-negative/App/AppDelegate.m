//
//  AppDelegate.m
//  Folio
//

#import "AppDelegate.h"
#import "SessionWatcher.h"
#import "CatalogAssembly.h"

@interface AppDelegate ()

@property (nonatomic, strong) SessionWatcher *sessionWatcher;

@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *catalog = [CatalogAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:catalog];
    [self.window makeKeyAndVisible];

    self.sessionWatcher = [[SessionWatcher alloc] initWithWindow:self.window];
    [self.sessionWatcher startWatching];
    return YES;
}

@end
