//
//  RentalCheckoutRouter.m
//  Spokes
//

#import "RentalCheckoutRouter.h"
#import "AppRouter.h"

@implementation RentalCheckoutRouter

#pragma mark - RentalCheckoutRouterInput

- (void)closeCheckout {
    [[AppRouter sharedRouter] dismissCheckout];
}

@end
