//
//  GigListViewController.h
//  Encore
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol GigListViewInput <NSObject>
- (void)showGigTitles:(NSArray<NSString *> *)titles;
@end

@protocol GigListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectGigAtIndex:(NSUInteger)index;
@end

@interface GigListViewController : UITableViewController <GigListViewInput>

@property (nonatomic, strong) id<GigListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
