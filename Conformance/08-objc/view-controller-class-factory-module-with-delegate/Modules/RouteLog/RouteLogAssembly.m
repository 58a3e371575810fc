//
//  RouteLogAssembly.m
//  Crux
//

#import "RouteLogAssembly.h"
#import "RouteLogViewController.h"
#import "RouteLogPresenter.h"
#import "RouteLogInteractor.h"
#import "RouteLogRouter.h"

@implementation RouteLogAssembly

+ (UIViewController *)buildModule {
    RouteLogViewController *view = [[RouteLogViewController alloc] init];
    RouteLogPresenter *presenter = [[RouteLogPresenter alloc] init];
    RouteLogInteractor *interactor = [[RouteLogInteractor alloc] init];
    RouteLogRouter *router = [[RouteLogRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
