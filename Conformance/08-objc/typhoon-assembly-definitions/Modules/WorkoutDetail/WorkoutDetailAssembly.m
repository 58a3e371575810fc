//
//  WorkoutDetailAssembly.m
//  Pulse
//

#import "WorkoutDetailAssembly.h"
#import "WorkoutDetailViewController.h"
#import "WorkoutDetailPresenter.h"
#import "WorkoutDetailInteractor.h"

@implementation WorkoutDetailAssembly

- (WorkoutDetailViewController *)viewWorkoutDetail {
    return [TyphoonDefinition withClass:[WorkoutDetailViewController class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterWorkoutDetail]];
    }];
}

- (WorkoutDetailPresenter *)presenterWorkoutDetail {
    return [TyphoonDefinition withClass:[WorkoutDetailPresenter class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(view) with:[self viewWorkoutDetail]];
        [definition injectProperty:@selector(interactor) with:[self interactorWorkoutDetail]];
    }];
}

- (WorkoutDetailInteractor *)interactorWorkoutDetail {
    return [TyphoonDefinition withClass:[WorkoutDetailInteractor class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterWorkoutDetail]];
    }];
}

@end
