//
//  AppDelegate.m
//  Doorstep
//

#import "AppDelegate.h"
#import <UserNotifications/UserNotifications.h>
#import "PushTokenService.h"
#import "ParcelsAssembly.h"
#import "ParcelDetailAssembly.h"
#import "PickupCodeAssembly.h"

@interface AppDelegate ()

@property (nonatomic, strong) UINavigationController *navigationController;

@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.navigationController = [[UINavigationController alloc] initWithRootViewController:[ParcelsAssembly buildModule]];
    self.window.rootViewController = self.navigationController;
    [self.window makeKeyAndVisible];

    UNAuthorizationOptions options = UNAuthorizationOptionAlert | UNAuthorizationOptionBadge | UNAuthorizationOptionSound;
    [[UNUserNotificationCenter currentNotificationCenter] requestAuthorizationWithOptions:options completionHandler:^(BOOL granted, NSError *error) {
        if (granted) {
            dispatch_async(dispatch_get_main_queue(), ^{
                [application registerForRemoteNotifications];
            });
        }
    }];
    return YES;
}

- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken {
    [[PushTokenService sharedService] uploadDeviceToken:deviceToken];
}

#pragma mark - Remote notifications

- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
    // Inactive: the user tapped the notification (also on a cold start).
    if (application.applicationState == UIApplicationStateInactive) {
        [self openScreenForRemoteNotification:userInfo];
    }
    completionHandler(UIBackgroundFetchResultNoData);
}

- (void)openScreenForRemoteNotification:(NSDictionary *)userInfo {
    NSString *type = userInfo[@"type"];
    if ([type isEqualToString:@"parcel_update"]) {
        NSString *trackingNumber = userInfo[@"trackingNumber"];
        UIViewController *parcelDetail = [ParcelDetailAssembly buildModuleWithTrackingNumber:trackingNumber];
        [self.navigationController pushViewController:parcelDetail animated:YES];
    } else if ([type isEqualToString:@"pickup_ready"]) {
        NSString *lockerCode = userInfo[@"lockerCode"];
        UIViewController *pickupCode = [PickupCodeAssembly buildModuleWithLockerCode:lockerCode];
        [self.navigationController presentViewController:pickupCode animated:YES completion:nil];
    } else {
        NSLog(@"Ignoring remote notification of type %@", type);
    }
}

@end
