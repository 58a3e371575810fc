//
//  HotelStayAssembly.m
//  Waypoint
//

#import "HotelStayAssembly.h"
#import "HotelStayViewController.h"
#import "HotelStayPresenter.h"

@implementation HotelStayAssembly

+ (UIViewController *)buildModuleWithBookingIdentifier:(NSString *)bookingIdentifier {
    HotelStayViewController *view = [[HotelStayViewController alloc] init];
    HotelStayPresenter *presenter = [[HotelStayPresenter alloc] initWithBookingIdentifier:bookingIdentifier];

    view.output = presenter;
    presenter.view = view;

    return view;
}

@end
