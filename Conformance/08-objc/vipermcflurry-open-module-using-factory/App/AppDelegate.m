//
//  AppDelegate.m
//  Brew
//

#import "AppDelegate.h"
#import "CoffeeMenuAssembly.h"
#import "DrinkOrderAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    CoffeeMenuAssembly *assembly = [[CoffeeMenuAssembly new] activateWithCollaboratingAssemblies:@[[DrinkOrderAssembly new]]];
    UIViewController *coffeeMenu = [assembly viewCoffeeMenu];

    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:coffeeMenu];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
