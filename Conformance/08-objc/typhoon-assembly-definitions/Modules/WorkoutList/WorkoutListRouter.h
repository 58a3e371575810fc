//
//  WorkoutListRouter.h
//  Pulse
//

#import <UIKit/UIKit.h>
@class WorkoutDetailAssembly;

@protocol WorkoutListRouterInput <NSObject>
- (void)openWorkoutDetail;
@end

@interface WorkoutListRouter : NSObject <WorkoutListRouterInput>

@property (nonatomic, weak) UIViewController *viewController;
@property (nonatomic, strong) WorkoutDetailAssembly *workoutDetailAssembly;

@end
