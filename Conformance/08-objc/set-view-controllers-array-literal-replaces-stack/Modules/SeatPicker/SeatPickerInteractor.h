//
//  SeatPickerInteractor.h
//  Encore
//

#import <Foundation/Foundation.h>

@protocol SeatPickerInteractorOutput <NSObject>
- (void)didPurchaseTicketWithCode:(NSString *)code;
@end

@protocol SeatPickerInteractorInput <NSObject>
- (NSArray<NSString *> *)availableSeatsForGig:(NSString *)gig;
- (void)purchaseSeat:(NSString *)seat forGig:(NSString *)gig;
@end

@interface SeatPickerInteractor : NSObject <SeatPickerInteractorInput>

@property (nonatomic, weak) id<SeatPickerInteractorOutput> output;

@end
