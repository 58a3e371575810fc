//
//  CatalogAssembly.m
//  Folio
//

#import "CatalogAssembly.h"
#import "CatalogViewController.h"
#import "CatalogPresenter.h"
#import "CatalogInteractor.h"
#import "CatalogRouter.h"

@implementation CatalogAssembly

+ (UIViewController *)buildModule {
    CatalogViewController *view = [[CatalogViewController alloc] init];
    CatalogPresenter *presenter = [[CatalogPresenter alloc] init];
    CatalogInteractor *interactor = [[CatalogInteractor alloc] init];
    CatalogRouter *router = [[CatalogRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
