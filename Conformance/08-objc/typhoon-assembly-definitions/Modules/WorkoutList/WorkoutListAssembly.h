//
//  WorkoutListAssembly.h
//  Pulse
//

#import <Typhoon/Typhoon.h>
#import "WorkoutListViewController.h"

@class WorkoutDetailAssembly;

@interface WorkoutListAssembly : TyphoonAssembly

@property (nonatomic, strong, readonly) WorkoutDetailAssembly *workoutDetailAssembly;

- (WorkoutListViewController *)viewWorkoutList;

@end
