//
//  StationsRouter.m
//  Spokes
//

#import "StationsRouter.h"
#import "AppRouter.h"

@implementation StationsRouter

#pragma mark - StationsRouterInput

- (void)openBikeDetailWithIdentifier:(NSString *)bikeIdentifier {
    [[AppRouter sharedRouter] showBikeDetailWithIdentifier:bikeIdentifier];
}

@end
