//
//  HallsAssembly.m
//  Gallerist
//

#import "HallsAssembly.h"
#import "HallsViewController.h"
#import "HallsPresenter.h"
#import "HallsInteractor.h"
#import "HallsRouter.h"

@implementation HallsAssembly

+ (UIViewController *)buildModule {
    HallsViewController *view = [[HallsViewController alloc] init];
    HallsPresenter *presenter = [[HallsPresenter alloc] init];
    HallsInteractor *interactor = [[HallsInteractor alloc] init];
    HallsRouter *router = [[HallsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
