//
//  WorkoutDetailAssembly.h
//  Pulse
//

#import <Typhoon/Typhoon.h>
#import "WorkoutDetailViewController.h"

@interface WorkoutDetailAssembly : TyphoonAssembly

- (WorkoutDetailViewController *)viewWorkoutDetail;

@end
