//
//  WorkoutDetailInteractor.m
//  Pulse
//

#import "WorkoutDetailInteractor.h"

@implementation WorkoutDetailInteractor

#pragma mark - WorkoutDetailInteractorInput

- (void)obtainExercises {
    [self.output didObtainExercises:@[@"Warm-up", @"Intervals", @"Cool-down"]];
}

@end
