//
//  HarvestLogViewController.h
//  Sprout
//

#import <UIKit/UIKit.h>

@class Crop;

NS_ASSUME_NONNULL_BEGIN

@protocol HarvestLogViewInput <NSObject>
- (void)showCrops:(NSArray<Crop *> *)crops;
@end

@protocol HarvestLogViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectCropAtIndex:(NSUInteger)index;
- (void)didTapAddButton;
@end

@interface HarvestLogViewController : UITableViewController <HarvestLogViewInput>

@property (nonatomic, strong) id<HarvestLogViewOutput> output;

@end

NS_ASSUME_NONNULL_END
