//
//  WorkoutDetailViewController.h
//  Pulse
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WorkoutDetailViewInput <NSObject>
- (void)showExercises:(NSArray<NSString *> *)exercises;
@end

@protocol WorkoutDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface WorkoutDetailViewController : UITableViewController <WorkoutDetailViewInput>

@property (nonatomic, strong) id<WorkoutDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
