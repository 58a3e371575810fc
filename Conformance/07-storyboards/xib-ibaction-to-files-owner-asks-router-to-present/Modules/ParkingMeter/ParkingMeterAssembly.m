#import "ParkingMeterAssembly.h"
#import "ParkingMeterViewController.h"
#import "ParkingMeterPresenter.h"
#import "ParkingMeterInteractor.h"
#import "ParkingMeterRouter.h"
#import "ParkingZoneService.h"

@implementation ParkingMeterAssembly

+ (UIViewController *)parkingMeterModule {
    ParkingMeterViewController *view = [[ParkingMeterViewController alloc] initWithNibName:@"ParkingMeterViewController" bundle:nil];
    ParkingMeterInteractor *interactor = [[ParkingMeterInteractor alloc] initWithService:[ParkingZoneService sharedService]];
    ParkingMeterRouter *router = [[ParkingMeterRouter alloc] init];
    ParkingMeterPresenter *presenter = [[ParkingMeterPresenter alloc] init];

    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    router.viewController = view;
    view.output = presenter;
    return view;
}

@end
