//
//  TripsAssembly.m
//  Wayfarer
//

#import "TripsAssembly.h"
#import "TripsViewController.h"
#import "TripsPresenter.h"
#import "TripsInteractor.h"
#import "TripsRouter.h"

@implementation TripsAssembly

+ (UIViewController *)assembleTripsModule {
    TripsViewController *view = [[TripsViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    TripsPresenter *presenter = [[TripsPresenter alloc] init];
    TripsInteractor *interactor = [[TripsInteractor alloc] init];
    TripsRouter *router = [[TripsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
