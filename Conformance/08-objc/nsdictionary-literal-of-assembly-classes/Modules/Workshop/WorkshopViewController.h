//
//  WorkshopViewController.h
//  SpokeShop
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WorkshopViewInput <NSObject>
- (void)showTopicTitles:(NSArray<NSString *> *)titles;
@end

@protocol WorkshopViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectTopicAtIndex:(NSInteger)index;
@end

@interface WorkshopViewController : UITableViewController <WorkshopViewInput>

@property (nonatomic, strong) id<WorkshopViewOutput> output;

@end

NS_ASSUME_NONNULL_END
