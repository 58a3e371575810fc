//
//  SeatPickerPresenter.m
//  Encore
//

#import "SeatPickerPresenter.h"

@interface SeatPickerPresenter ()
@property (nonatomic, copy) NSArray<NSString *> *seats;
@property (nonatomic, copy) NSString *chosenSeat;
@end

@implementation SeatPickerPresenter

#pragma mark - SeatPickerViewOutput

- (void)didTriggerViewReadyEvent {
    self.seats = [self.interactor availableSeatsForGig:self.gig];
    [self.view showTitle:self.gig seats:self.seats];
}

- (void)didSelectSeatAtIndex:(NSUInteger)index {
    self.chosenSeat = self.seats[index];
    [self.view showPurchaseInProgress:YES];
    [self.interactor purchaseSeat:self.chosenSeat forGig:self.gig];
}

#pragma mark - SeatPickerInteractorOutput

- (void)didPurchaseTicketWithCode:(NSString *)code {
    [self.view showPurchaseInProgress:NO];
    [self.router showTicketWithCode:code gig:self.gig seat:self.chosenSeat];
}

@end
