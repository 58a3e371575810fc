//
//  SlotPickerPresenter.m
//  Dropline
//

#import "SlotPickerPresenter.h"

@interface SlotPickerPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *slotIdentifiers;

@end

@implementation SlotPickerPresenter

#pragma mark - SlotPickerViewOutput

- (void)didTriggerViewReadyEvent {
    self.slotIdentifiers = @[@"leeds-0930", @"leeds-1115", @"leeds-1400"];
    [self.view showSlots:@[@"Tue 09:30", @"Tue 11:15", @"Tue 14:00"]];
}

- (void)didSelectSlotAtIndex:(NSUInteger)index {
    [self.interactor bookSlotWithIdentifier:self.slotIdentifiers[index]];
}

#pragma mark - SlotPickerInteractorOutput

- (void)didFailToBookSlotWithReason:(NSString *)reason {
    [self.view showBookingError:reason];
}

@end
