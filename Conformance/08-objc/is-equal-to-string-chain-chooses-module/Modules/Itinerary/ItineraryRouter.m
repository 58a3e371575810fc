//
//  ItineraryRouter.m
//  Waypoint
//

#import "ItineraryRouter.h"
#import "BoardingPassAssembly.h"
#import "HotelStayAssembly.h"
#import "CarRentalAssembly.h"

@implementation ItineraryRouter

#pragma mark - ItineraryRouterInput

- (void)openBookingOfType:(NSString *)type identifier:(NSString *)identifier {
    UIViewController *bookingScreen = nil;
    if ([type isEqualToString:@"flight"]) {
        bookingScreen = [BoardingPassAssembly buildModuleWithBookingIdentifier:identifier];
    } else if ([type isEqualToString:@"hotel"]) {
        bookingScreen = [HotelStayAssembly buildModuleWithBookingIdentifier:identifier];
    } else if ([type isEqualToString:@"car"]) {
        bookingScreen = [CarRentalAssembly buildModuleWithBookingIdentifier:identifier];
    } else {
        NSLog(@"[Itinerary] no screen for booking type '%@'", type);
        return;
    }
    [self.viewController.navigationController pushViewController:bookingScreen animated:YES];
}

@end
