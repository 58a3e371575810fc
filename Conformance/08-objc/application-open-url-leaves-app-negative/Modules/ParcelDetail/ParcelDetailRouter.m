//
//  ParcelDetailRouter.m
//  Parcelly
//

#import "ParcelDetailRouter.h"

@implementation ParcelDetailRouter

#pragma mark - ParcelDetailRouterInput

- (void)openCourierWebsiteWithURL:(NSURL *)url {
    [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
}

- (void)callCourierWithPhoneNumber:(NSString *)phoneNumber {
    NSURL *telURL = [NSURL URLWithString:[@"tel:" stringByAppendingString:phoneNumber]];
    UIApplication *application = [UIApplication sharedApplication];
    if (telURL != nil && [application canOpenURL:telURL]) {
        [application openURL:telURL options:@{} completionHandler:nil];
    }
}

- (void)openAppNotificationSettings {
    NSURL *settingsURL = [NSURL URLWithString:UIApplicationOpenNotificationSettingsURLString];
    [[UIApplication sharedApplication] openURL:settingsURL
                                       options:@{}
                             completionHandler:^(BOOL success) {
        if (!success) {
            NSLog(@"[ParcelDetail] could not open notification settings");
        }
    }];
}

@end
