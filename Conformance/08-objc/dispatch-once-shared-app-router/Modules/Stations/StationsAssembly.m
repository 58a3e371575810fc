//
//  StationsAssembly.m
//  Spokes
//

#import "StationsAssembly.h"
#import "StationsViewController.h"
#import "StationsPresenter.h"
#import "StationsInteractor.h"
#import "StationsRouter.h"

@implementation StationsAssembly

+ (UIViewController *)buildModule {
    StationsViewController *view = [[StationsViewController alloc] init];
    StationsPresenter *presenter = [[StationsPresenter alloc] init];
    StationsInteractor *interactor = [[StationsInteractor alloc] init];
    StationsRouter *router = [[StationsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;

    return view;
}

@end
