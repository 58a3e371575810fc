//
//  BikeDetailPresenter.m
//  Spokes
//

#import "BikeDetailPresenter.h"

@implementation BikeDetailPresenter

#pragma mark - BikeDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showBikeIdentifier:self.bikeIdentifier];
}

- (void)didTapRent {
    [self.router openCheckoutForBikeWithIdentifier:self.bikeIdentifier];
}

@end
