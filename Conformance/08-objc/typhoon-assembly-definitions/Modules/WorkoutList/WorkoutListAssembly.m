//
//  WorkoutListAssembly.m
//  Pulse
//

#import "WorkoutListAssembly.h"
#import "WorkoutListViewController.h"
#import "WorkoutListPresenter.h"
#import "WorkoutListInteractor.h"
#import "WorkoutListRouter.h"
#import "WorkoutDetailAssembly.h"

@implementation WorkoutListAssembly

- (WorkoutListViewController *)viewWorkoutList {
    return [TyphoonDefinition withClass:[WorkoutListViewController class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterWorkoutList]];
    }];
}

- (WorkoutListPresenter *)presenterWorkoutList {
    return [TyphoonDefinition withClass:[WorkoutListPresenter class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(view) with:[self viewWorkoutList]];
        [definition injectProperty:@selector(interactor) with:[self interactorWorkoutList]];
        [definition injectProperty:@selector(router) with:[self routerWorkoutList]];
    }];
}

- (WorkoutListInteractor *)interactorWorkoutList {
    return [TyphoonDefinition withClass:[WorkoutListInteractor class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(output) with:[self presenterWorkoutList]];
    }];
}

- (WorkoutListRouter *)routerWorkoutList {
    return [TyphoonDefinition withClass:[WorkoutListRouter class]
                          configuration:^(TyphoonDefinition *definition) {
        [definition injectProperty:@selector(viewController) with:[self viewWorkoutList]];
        [definition injectProperty:@selector(workoutDetailAssembly) with:self.workoutDetailAssembly];
    }];
}

@end
