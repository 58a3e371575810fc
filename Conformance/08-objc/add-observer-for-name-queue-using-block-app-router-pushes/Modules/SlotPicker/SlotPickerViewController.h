//
//  SlotPickerViewController.h
//  Dropline
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SlotPickerViewInput <NSObject>
- (void)showSlots:(NSArray<NSString *> *)slots;
- (void)showBookingError:(NSString *)message;
@end

@protocol SlotPickerViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectSlotAtIndex:(NSUInteger)index;
@end

@interface SlotPickerViewController : UITableViewController <SlotPickerViewInput>

@property (nonatomic, strong) id<SlotPickerViewOutput> output;

@end

NS_ASSUME_NONNULL_END
