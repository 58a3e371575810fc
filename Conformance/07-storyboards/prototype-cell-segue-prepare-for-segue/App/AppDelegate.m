//
//  AppDelegate.m
//  Corkboard
//

#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    // Main.storyboard's initial scene becomes the window's root.
    return YES;
}

@end
