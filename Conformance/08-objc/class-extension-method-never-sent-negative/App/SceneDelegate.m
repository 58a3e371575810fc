//
//  SceneDelegate.m
//  Rook
//

#import "SceneDelegate.h"
#import "GamesAssembly.h"

@implementation SceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:[UIWindowScene class]]) {
        return;
    }
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:[GamesAssembly buildModule]];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
}

@end
