//
//  RouteLogViewController.h
//  Crux
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RouteLogViewInput <NSObject>
- (void)showClimbs:(NSArray<NSString *> *)climbs;
@end

@protocol RouteLogViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapLogClimb;
@end

@interface RouteLogViewController : UITableViewController <RouteLogViewInput>

@property (nonatomic, strong) id<RouteLogViewOutput> output;

@end

NS_ASSUME_NONNULL_END
