//
//  WorkoutListViewController.h
//  Pulse
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WorkoutListViewInput <NSObject>
- (void)showWorkouts:(NSArray<NSString *> *)workouts;
@end

@protocol WorkoutListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface WorkoutListViewController : UITableViewController <WorkoutListViewInput>

@property (nonatomic, strong) id<WorkoutListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
