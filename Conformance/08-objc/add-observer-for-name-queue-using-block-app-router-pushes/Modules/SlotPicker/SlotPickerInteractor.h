//
//  SlotPickerInteractor.h
//  Dropline
//

#import <Foundation/Foundation.h>

@protocol SlotPickerInteractorOutput <NSObject>
- (void)didFailToBookSlotWithReason:(NSString *)reason;
@end

@protocol SlotPickerInteractorInput <NSObject>
- (void)bookSlotWithIdentifier:(NSString *)slotIdentifier;
@end

@interface SlotPickerInteractor : NSObject <SlotPickerInteractorInput>

@property (nonatomic, weak) id<SlotPickerInteractorOutput> output;

@end
