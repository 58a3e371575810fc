//
//  ParcelDetailInteractor.m
//  Parcelly
//

#import "ParcelDetailInteractor.h"
#import <UserNotifications/UserNotifications.h>

@implementation ParcelDetailInteractor

#pragma mark - ParcelDetailInteractorInput

- (void)obtainDeliveryAlertsStatus {
    __weak typeof(self) weakSelf = self;
    [[UNUserNotificationCenter currentNotificationCenter] getNotificationSettingsWithCompletionHandler:^(UNNotificationSettings *settings) {
        BOOL enabled = settings.authorizationStatus == UNAuthorizationStatusAuthorized;
        dispatch_async(dispatch_get_main_queue(), ^{
            [weakSelf.output didObtainDeliveryAlertsEnabled:enabled];
        });
    }];
}

@end
