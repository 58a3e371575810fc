//
//  AppDelegate.m
//  Pulse
//

#import "AppDelegate.h"
#import "WorkoutListAssembly.h"
#import "WorkoutDetailAssembly.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    WorkoutListAssembly *assembly = [[WorkoutListAssembly new] activateWithCollaboratingAssemblies:@[[WorkoutDetailAssembly new]]];
    UIViewController *workoutList = [assembly viewWorkoutList];

    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:workoutList];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
