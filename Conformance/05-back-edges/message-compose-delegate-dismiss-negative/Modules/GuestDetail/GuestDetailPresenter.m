//
//  GuestDetailPresenter.m
//  Soiree
//

#import "GuestDetailPresenter.h"

@implementation GuestDetailPresenter

#pragma mark - GuestDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showGuestName:self.guestName phoneNumber:self.phoneNumber];
}

- (void)didTapSendReminder {
    NSString *body = [NSString stringWithFormat:@"Hi %@! Just a reminder: the garden party starts Saturday at 7pm.", self.guestName];
    [self.router openMessageComposerToPhoneNumber:self.phoneNumber body:body];
}

@end
