//
//  ForecastViewController.h
//  Nimbus
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ForecastViewInput <NSObject>
- (void)showCity:(NSString *)city days:(NSArray<NSString *> *)days;
@end

@protocol ForecastViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapRadar;
@end

@interface ForecastViewController : UITableViewController <ForecastViewInput>

@property (nonatomic, strong) id<ForecastViewOutput> output;

@end

NS_ASSUME_NONNULL_END
