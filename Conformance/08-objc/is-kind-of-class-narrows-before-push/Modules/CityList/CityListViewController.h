//
//  CityListViewController.h
//  Skyline
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CityListViewInput <NSObject>
- (void)showCities:(NSArray<NSString *> *)cities;
@end

@protocol CityListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface CityListViewController : UITableViewController <CityListViewInput>

@property (nonatomic, strong) id<CityListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
