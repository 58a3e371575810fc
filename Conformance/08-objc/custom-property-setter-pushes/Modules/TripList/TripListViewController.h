//
//  TripListViewController.h
//  Wanderlust
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TripListViewInput <NSObject>
- (void)showTrips:(NSArray<NSString *> *)trips;
@end

@protocol TripListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
- (void)didTriggerViewWillAppearEvent;
@end

@interface TripListViewController : UITableViewController <TripListViewInput>

@property (nonatomic, strong) id<TripListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
