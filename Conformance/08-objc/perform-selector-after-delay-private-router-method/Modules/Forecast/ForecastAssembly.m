//
//  ForecastAssembly.m
//  Nimbus
//

#import "ForecastAssembly.h"
#import "ForecastViewController.h"
#import "ForecastPresenter.h"
#import "ForecastInteractor.h"
#import "ForecastRouter.h"

@implementation ForecastAssembly

+ (UIViewController *)buildModule {
    ForecastViewController *view = [[ForecastViewController alloc] init];
    ForecastPresenter *presenter = [[ForecastPresenter alloc] init];
    ForecastInteractor *interactor = [[ForecastInteractor alloc] init];
    ForecastRouter *router = [[ForecastRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
