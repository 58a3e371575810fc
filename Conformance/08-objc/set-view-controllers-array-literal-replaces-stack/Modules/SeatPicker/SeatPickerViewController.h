//
//  SeatPickerViewController.h
//  Encore
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SeatPickerViewInput <NSObject>
- (void)showTitle:(NSString *)title seats:(NSArray<NSString *> *)seats;
- (void)showPurchaseInProgress:(BOOL)inProgress;
@end

@protocol SeatPickerViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectSeatAtIndex:(NSUInteger)index;
@end

@interface SeatPickerViewController : UITableViewController <SeatPickerViewInput>

@property (nonatomic, strong) id<SeatPickerViewOutput> output;

@end

NS_ASSUME_NONNULL_END
