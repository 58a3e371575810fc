//
//  HotelListRouter.m
//  Staybook
//

#import "HotelListRouter.h"
#import "Staybook-Swift.h"

@implementation HotelListRouter

#pragma mark - HotelListRouterInput

- (void)openBookingForHotel:(NSString *)hotelName {
    UIViewController *booking = [BookingBuilder buildWithHotelName:hotelName];
    [self.viewController.navigationController pushViewController:booking animated:YES];
}

@end
