//
//  WateringScheduleRouter.m
//  Sprout
//

#import "WateringScheduleRouter.h"

@implementation WateringScheduleRouter

#pragma mark - WateringScheduleRouterInput

- (void)closeSchedule {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end
