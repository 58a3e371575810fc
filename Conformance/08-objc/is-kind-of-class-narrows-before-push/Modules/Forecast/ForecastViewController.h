//
//  ForecastViewController.h
//  Skyline
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ForecastViewInput <NSObject>
- (void)showDays:(NSArray<NSString *> *)days;
@end

@protocol ForecastViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface ForecastViewController : UITableViewController <ForecastViewInput>

@property (nonatomic, strong) id<ForecastViewOutput> output;

@end

NS_ASSUME_NONNULL_END
