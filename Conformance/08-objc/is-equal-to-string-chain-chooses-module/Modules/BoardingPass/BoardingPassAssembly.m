//
//  BoardingPassAssembly.m
//  Waypoint
//

#import "BoardingPassAssembly.h"
#import "BoardingPassViewController.h"
#import "BoardingPassPresenter.h"

@implementation BoardingPassAssembly

+ (UIViewController *)buildModuleWithBookingIdentifier:(NSString *)bookingIdentifier {
    BoardingPassViewController *view = [[BoardingPassViewController alloc] init];
    BoardingPassPresenter *presenter = [[BoardingPassPresenter alloc] initWithBookingIdentifier:bookingIdentifier];

    view.output = presenter;
    presenter.view = view;

    return view;
}

@end
