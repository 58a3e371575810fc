//
//  SeatPickerInteractor.m
//  Encore
//

#import "SeatPickerInteractor.h"

@implementation SeatPickerInteractor

#pragma mark - SeatPickerInteractorInput

- (NSArray<NSString *> *)availableSeatsForGig:(NSString *)gig {
    return @[@"Stalls · Row F · 12", @"Stalls · Row F · 13", @"Balcony · Row B · 4", @"Standing"];
}

- (void)purchaseSeat:(NSString *)seat forGig:(NSString *)gig {
    __weak typeof(self) weakSelf = self;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        NSString *code = [[[NSUUID UUID] UUIDString] substringToIndex:8];
        [weakSelf.output didPurchaseTicketWithCode:code];
    });
}

@end
