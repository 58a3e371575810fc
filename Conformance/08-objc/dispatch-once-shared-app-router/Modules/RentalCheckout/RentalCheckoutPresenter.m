//
//  RentalCheckoutPresenter.m
//  Spokes
//

#import "RentalCheckoutPresenter.h"

@implementation RentalCheckoutPresenter

#pragma mark - RentalCheckoutViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showPrice:@"€2.50 unlock + €0.15 / min"];
}

- (void)didTapConfirm {
    [self.interactor startRentalForBikeWithIdentifier:self.bikeIdentifier];
}

- (void)didTapCancel {
    [self.router closeCheckout];
}

#pragma mark - RentalCheckoutInteractorOutput

- (void)didStartRental {
    [self.router closeCheckout];
}

- (void)didFailToStartRentalWithMessage:(NSString *)message {
    [self.view showError:message];
}

@end
