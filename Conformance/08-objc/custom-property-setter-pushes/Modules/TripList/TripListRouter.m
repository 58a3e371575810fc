//
//  TripListRouter.m
//  Wanderlust
//

#import "TripListRouter.h"
#import "TripDetailAssembly.h"

@implementation TripListRouter

#pragma mark - TripListRouterInput

@synthesize displayedTripName = _displayedTripName;

- (void)setDisplayedTripName:(NSString *)displayedTripName {
    if (displayedTripName == _displayedTripName || [displayedTripName isEqualToString:_displayedTripName]) {
        return;
    }
    _displayedTripName = [displayedTripName copy];
    if (displayedTripName == nil) {
        return;
    }
    UIViewController *tripDetail = [TripDetailAssembly buildModuleWithTripName:displayedTripName];
    [self.viewController.navigationController pushViewController:tripDetail animated:YES];
}

@end
