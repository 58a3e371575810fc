//
//  BikeDetailRouter.m
//  Spokes
//

#import "BikeDetailRouter.h"
#import "AppRouter.h"

@implementation BikeDetailRouter

#pragma mark - BikeDetailRouterInput

- (void)openCheckoutForBikeWithIdentifier:(NSString *)bikeIdentifier {
    [[AppRouter sharedRouter] presentCheckoutForBikeWithIdentifier:bikeIdentifier];
}

@end
