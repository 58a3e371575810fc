//
//  WorkoutListRouter.m
//  Pulse
//

#import "WorkoutListRouter.h"
#import "WorkoutDetailAssembly.h"

@implementation WorkoutListRouter

#pragma mark - WorkoutListRouterInput

- (void)openWorkoutDetail {
    UIViewController *workoutDetail = [self.workoutDetailAssembly viewWorkoutDetail];
    [self.viewController.navigationController pushViewController:workoutDetail animated:YES];
}

@end
