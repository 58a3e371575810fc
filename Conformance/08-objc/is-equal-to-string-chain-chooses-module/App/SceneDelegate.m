//
//  SceneDelegate.m
//  Waypoint
//

#import "SceneDelegate.h"
#import "ItineraryAssembly.h"

@implementation SceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:[UIWindowScene class]]) {
        return;
    }
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ItineraryAssembly buildModule]];
    [self.window makeKeyAndVisible];
}

@end
