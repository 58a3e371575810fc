//
//  GardenViewController.h
//  Sprout
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol GardenViewInput <NSObject>
- (void)showPlants:(NSArray<NSString *> *)plants;
@end

@protocol GardenViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectPlantAtIndex:(NSUInteger)index;
- (void)didTapWateringSchedule;
@end

@interface GardenViewController : UITableViewController <GardenViewInput>

@property (nonatomic, strong) id<GardenViewOutput> output;

@end

NS_ASSUME_NONNULL_END
