//
//  SlotPickerInteractor.m
//  Dropline
//

#import "SlotPickerInteractor.h"
#import "DRPNotifications.h"

@implementation SlotPickerInteractor

#pragma mark - SlotPickerInteractorInput

- (void)bookSlotWithIdentifier:(NSString *)slotIdentifier {
    __weak typeof(self) weakSelf = self;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.4 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        if ([slotIdentifier hasSuffix:@"1400"]) {
            [weakSelf.output didFailToBookSlotWithReason:@"That slot has just been taken"];
            return;
        }
        NSDictionary *userInfo = @{DRPSlotIdentifierKey: slotIdentifier};
        [[NSNotificationCenter defaultCenter] postNotificationName:DRPDonationBookedNotification object:weakSelf userInfo:userInfo];
    });
}

@end
