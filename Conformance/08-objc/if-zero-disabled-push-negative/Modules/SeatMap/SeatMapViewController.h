//
//  SeatMapViewController.h
//  Matinee
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SeatMapViewInput <NSObject>
- (void)showRows:(NSArray<NSString *> *)rows;
@end

@protocol SeatMapViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface SeatMapViewController : UITableViewController <SeatMapViewInput>

@property (nonatomic, strong) id<SeatMapViewOutput> output;

@end

NS_ASSUME_NONNULL_END
