//
//  TripsViewController.h
//  Wayfarer
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TripsViewInput <NSObject>
- (void)showTripTitles:(NSArray<NSString *> *)titles;
@end

@protocol TripsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapAddTrip;
- (void)didSelectTripAtIndex:(NSInteger)index;
- (void)didTapEditTripAtIndex:(NSInteger)index;
@end

@interface TripsViewController : UITableViewController <TripsViewInput>

@property (nonatomic, strong) id<TripsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
