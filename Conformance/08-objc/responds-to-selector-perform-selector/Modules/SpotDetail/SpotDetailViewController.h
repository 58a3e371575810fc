//
//  SpotDetailViewController.h
//  ParkEasy
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SpotDetailViewInput <NSObject>
- (void)showRates:(NSArray<NSString *> *)rates;
@end

@protocol SpotDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface SpotDetailViewController : UITableViewController <SpotDetailViewInput>

@property (nonatomic, strong) id<SpotDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
