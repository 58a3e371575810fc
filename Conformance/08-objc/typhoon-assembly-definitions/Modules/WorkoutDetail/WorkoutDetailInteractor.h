//
//  WorkoutDetailInteractor.h
//  Pulse
//

#import <Foundation/Foundation.h>

@protocol WorkoutDetailInteractorOutput <NSObject>
- (void)didObtainExercises:(NSArray<NSString *> *)exercises;
@end

@protocol WorkoutDetailInteractorInput <NSObject>
- (void)obtainExercises;
@end

@interface WorkoutDetailInteractor : NSObject <WorkoutDetailInteractorInput>

@property (nonatomic, weak) id<WorkoutDetailInteractorOutput> output;

@end
