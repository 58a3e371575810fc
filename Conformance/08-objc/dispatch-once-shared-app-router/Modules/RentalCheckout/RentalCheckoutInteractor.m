//
//  RentalCheckoutInteractor.m
//  Spokes
//

#import "RentalCheckoutInteractor.h"

@implementation RentalCheckoutInteractor

#pragma mark - RentalCheckoutInteractorInput

- (void)startRentalForBikeWithIdentifier:(NSString *)bikeIdentifier {
    if (bikeIdentifier.length == 0) {
        [self.output didFailToStartRentalWithMessage:@"This bike is no longer available."];
        return;
    }
    [[NSUserDefaults standardUserDefaults] setObject:bikeIdentifier forKey:@"SPKActiveRentalBike"];
    [self.output didStartRental];
}

@end
