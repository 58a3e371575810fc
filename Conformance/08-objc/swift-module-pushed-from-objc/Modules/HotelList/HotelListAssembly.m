//
//  HotelListAssembly.m
//  Staybook
//

#import "HotelListAssembly.h"
#import "HotelListViewController.h"
#import "HotelListPresenter.h"
#import "HotelListInteractor.h"
#import "HotelListRouter.h"

@implementation HotelListAssembly

+ (UIViewController *)buildModule {
    HotelListViewController *view = [[HotelListViewController alloc] init];
    HotelListPresenter *presenter = [[HotelListPresenter alloc] init];
    HotelListInteractor *interactor = [[HotelListInteractor alloc] init];
    HotelListRouter *router = [[HotelListRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
