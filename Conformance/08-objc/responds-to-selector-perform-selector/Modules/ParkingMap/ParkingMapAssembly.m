//
//  ParkingMapAssembly.m
//  ParkEasy
//

#import "ParkingMapAssembly.h"
#import "ParkingMapViewController.h"
#import "ParkingMapPresenter.h"
#import "ParkingMapInteractor.h"
#import "ParkingMapRouter.h"

@implementation ParkingMapAssembly

+ (UIViewController *)buildModule {
    ParkingMapViewController *view = [[ParkingMapViewController alloc] init];
    ParkingMapPresenter *presenter = [[ParkingMapPresenter alloc] init];
    ParkingMapInteractor *interactor = [[ParkingMapInteractor alloc] init];
    ParkingMapRouter *router = [[ParkingMapRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
