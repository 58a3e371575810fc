//
//  WateringSchedulePresenter.m
//  Sprout
//

#import "WateringSchedulePresenter.h"

@implementation WateringSchedulePresenter

#pragma mark - WateringScheduleViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showSchedule:@[@"Mon · Tomatoes, Beans", @"Wed · Basil", @"Fri · Tomatoes, Lavender"]];
}

- (void)didTapDone {
    [self.router closeSchedule];
}

@end
