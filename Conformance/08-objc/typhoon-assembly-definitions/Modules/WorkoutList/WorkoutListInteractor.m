//
//  WorkoutListInteractor.m
//  Pulse
//

#import "WorkoutListInteractor.h"

@implementation WorkoutListInteractor

#pragma mark - WorkoutListInteractorInput

- (void)obtainWorkouts {
    [self.output didObtainWorkouts:@[@"Morning run", @"Leg day", @"Yoga flow"]];
}

@end
