//
//  AppDelegate.m
//  Sillage
//

#import "AppDelegate.h"
#import "FragranceFlowController.h"

@interface AppDelegate ()
@property (nonatomic, strong) FragranceFlowController *flowController;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.flowController = [[FragranceFlowController alloc] init];
    [self.flowController startInWindow:self.window];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
