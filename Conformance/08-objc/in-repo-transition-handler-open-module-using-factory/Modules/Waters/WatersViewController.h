//
//  WatersViewController.h
//  Reelmark
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WatersViewInput <NSObject>
- (void)showWaterNames:(NSArray<NSString *> *)names;
@end

@protocol WatersViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectWaterAtIndex:(NSUInteger)index;
@end

@interface WatersViewController : UITableViewController <WatersViewInput>

@property (nonatomic, strong) id<WatersViewOutput> output;

@end

NS_ASSUME_NONNULL_END
