//
//  TripDetailViewController.h
//  Wanderlust
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TripDetailViewInput <NSObject>
- (void)showStops:(NSArray<NSString *> *)stops;
@end

@protocol TripDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface TripDetailViewController : UITableViewController <TripDetailViewInput>

@property (nonatomic, strong) id<TripDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
