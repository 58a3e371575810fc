//
//  PlantListViewController.h
//  Greenhouse
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PlantListViewInput <NSObject>
- (void)showPlants:(NSArray<NSString *> *)plants;
@end

@protocol PlantListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface PlantListViewController : UITableViewController <PlantListViewInput>

@property (nonatomic, strong) id<PlantListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
