//
//  WorkoutListPresenter.m
//  Pulse
//

#import "WorkoutListPresenter.h"

@interface WorkoutListPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *workouts;

@end

@implementation WorkoutListPresenter

#pragma mark - WorkoutListViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainWorkouts];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openWorkoutDetail];
}

#pragma mark - WorkoutListInteractorOutput

- (void)didObtainWorkouts:(NSArray<NSString *> *)workouts {
    self.workouts = workouts;
    [self.view showWorkouts:workouts];
}

@end
