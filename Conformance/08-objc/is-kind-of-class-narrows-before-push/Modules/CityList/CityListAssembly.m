//
//  CityListAssembly.m
//  Skyline
//

#import "CityListAssembly.h"
#import "CityListViewController.h"
#import "CityListPresenter.h"
#import "CityListInteractor.h"
#import "CityListRouter.h"

@implementation CityListAssembly

+ (UIViewController *)buildModule {
    CityListViewController *view = [[CityListViewController alloc] init];
    CityListPresenter *presenter = [[CityListPresenter alloc] init];
    CityListInteractor *interactor = [[CityListInteractor alloc] init];
    CityListRouter *router = [[CityListRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.view = view;

    return view;
}

@end
