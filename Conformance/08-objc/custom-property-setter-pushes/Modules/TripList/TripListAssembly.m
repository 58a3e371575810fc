//
//  TripListAssembly.m
//  Wanderlust
//

#import "TripListAssembly.h"
#import "TripListViewController.h"
#import "TripListPresenter.h"
#import "TripListInteractor.h"
#import "TripListRouter.h"

@implementation TripListAssembly

+ (UIViewController *)buildModule {
    TripListViewController *view = [[TripListViewController alloc] init];
    TripListPresenter *presenter = [[TripListPresenter alloc] init];
    TripListInteractor *interactor = [[TripListInteractor alloc] init];
    TripListRouter *router = [[TripListRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
