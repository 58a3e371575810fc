//
//  ParkingMapViewController.h
//  ParkEasy
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ParkingMapViewInput <NSObject>
- (void)showSpots:(NSArray<NSString *> *)spots;
@end

@protocol ParkingMapViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface ParkingMapViewController : UITableViewController <ParkingMapViewInput>

@property (nonatomic, strong) id<ParkingMapViewOutput> output;

@end

NS_ASSUME_NONNULL_END
