//
//  AppointmentsPresenter.m
//  Dropline
//

#import "AppointmentsPresenter.h"

@implementation AppointmentsPresenter

#pragma mark - AppointmentsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showDonations:@[@"12 Mar · Whole blood · Leeds", @"2 Jan · Platelets · Leeds"]];
}

- (void)didTapBookDonation {
    [self.router openSlotPicker];
}

@end
