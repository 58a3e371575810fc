//
//  WorkoutDetailPresenter.h
//  Pulse
//

#import <Foundation/Foundation.h>

#import "WorkoutDetailViewController.h"
#import "WorkoutDetailInteractor.h"

@interface WorkoutDetailPresenter : NSObject <WorkoutDetailViewOutput, WorkoutDetailInteractorOutput>

@property (nonatomic, weak) id<WorkoutDetailViewInput> view;
@property (nonatomic, strong) id<WorkoutDetailInteractorInput> interactor;

@end
