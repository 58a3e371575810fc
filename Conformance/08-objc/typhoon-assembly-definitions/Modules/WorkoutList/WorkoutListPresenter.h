//
//  WorkoutListPresenter.h
//  Pulse
//

#import <Foundation/Foundation.h>

#import "WorkoutListViewController.h"
#import "WorkoutListInteractor.h"
#import "WorkoutListRouter.h"

@interface WorkoutListPresenter : NSObject <WorkoutListViewOutput, WorkoutListInteractorOutput>

@property (nonatomic, weak) id<WorkoutListViewInput> view;
@property (nonatomic, strong) id<WorkoutListInteractorInput> interactor;
@property (nonatomic, strong) id<WorkoutListRouterInput> router;

@end
