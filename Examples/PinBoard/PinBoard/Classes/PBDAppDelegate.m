//
// PBDAppDelegate.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDAppDelegate.h"
#import "PBDAppDependencies.h"

@interface PBDAppDelegate ()

@property (nonatomic, strong) PBDAppDependencies *dependencies;

@end

@implementation PBDAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.dependencies = [[PBDAppDependencies alloc] init];
    [self.dependencies installRootViewControllerIntoWindow:self.window];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
