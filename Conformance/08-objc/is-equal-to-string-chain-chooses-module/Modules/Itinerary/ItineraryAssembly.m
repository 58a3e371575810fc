//
//  ItineraryAssembly.m
//  Waypoint
//

#import "ItineraryAssembly.h"
#import "ItineraryViewController.h"
#import "ItineraryPresenter.h"
#import "ItineraryInteractor.h"
#import "ItineraryRouter.h"

@implementation ItineraryAssembly

+ (UIViewController *)buildModule {
    ItineraryViewController *view = [[ItineraryViewController alloc] initWithStyle:UITableViewStylePlain];
    ItineraryPresenter *presenter = [[ItineraryPresenter alloc] init];
    ItineraryInteractor *interactor = [[ItineraryInteractor alloc] init];
    ItineraryRouter *router = [[ItineraryRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
