//
//  PlantListAssembly.m
//  Greenhouse
//

#import "PlantListAssembly.h"
#import "PlantListViewController.h"
#import "PlantListPresenter.h"
#import "PlantListInteractor.h"
#import "PlantListRouter.h"

@implementation PlantListAssembly

+ (UIViewController *)buildModule {
    PlantListViewController *view = [[PlantListViewController alloc] init];
    PlantListPresenter *presenter = [[PlantListPresenter alloc] init];
    PlantListInteractor *interactor = [[PlantListInteractor alloc] init];
    PlantListRouter *router = [[PlantListRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
