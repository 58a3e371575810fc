//
//  CarRentalAssembly.m
//  Waypoint
//

#import "CarRentalAssembly.h"
#import "CarRentalViewController.h"
#import "CarRentalPresenter.h"

@implementation CarRentalAssembly

+ (UIViewController *)buildModuleWithBookingIdentifier:(NSString *)bookingIdentifier {
    CarRentalViewController *view = [[CarRentalViewController alloc] init];
    CarRentalPresenter *presenter = [[CarRentalPresenter alloc] initWithBookingIdentifier:bookingIdentifier];

    view.output = presenter;
    presenter.view = view;

    return view;
}

@end
