//
//  WorkoutDetailPresenter.m
//  Pulse
//

#import "WorkoutDetailPresenter.h"

@interface WorkoutDetailPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *exercises;

@end

@implementation WorkoutDetailPresenter

#pragma mark - WorkoutDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainExercises];
}

#pragma mark - WorkoutDetailInteractorOutput

- (void)didObtainExercises:(NSArray<NSString *> *)exercises {
    self.exercises = exercises;
    [self.view showExercises:exercises];
}

@end
