//
//  HotelListViewController.h
//  Staybook
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol HotelListViewInput <NSObject>
- (void)showHotels:(NSArray<NSString *> *)hotels;
@end

@protocol HotelListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface HotelListViewController : UITableViewController <HotelListViewInput>

@property (nonatomic, strong) id<HotelListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
