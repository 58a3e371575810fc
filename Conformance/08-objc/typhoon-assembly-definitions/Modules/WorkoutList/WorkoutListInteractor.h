//
//  WorkoutListInteractor.h
//  Pulse
//

#import <Foundation/Foundation.h>

@protocol WorkoutListInteractorOutput <NSObject>
- (void)didObtainWorkouts:(NSArray<NSString *> *)workouts;
@end

@protocol WorkoutListInteractorInput <NSObject>
- (void)obtainWorkouts;
@end

@interface WorkoutListInteractor : NSObject <WorkoutListInteractorInput>

@property (nonatomic, weak) id<WorkoutListInteractorOutput> output;

@end
