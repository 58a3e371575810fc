//
//  WorkshopAssembly.m
//  SpokeShop
//

#import "WorkshopAssembly.h"
#import "WorkshopViewController.h"
#import "WorkshopPresenter.h"
#import "WorkshopInteractor.h"
#import "WorkshopRouter.h"

@implementation WorkshopAssembly

+ (UIViewController *)buildModule {
    WorkshopViewController *view = [[WorkshopViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    WorkshopPresenter *presenter = [[WorkshopPresenter alloc] init];
    WorkshopInteractor *interactor = [[WorkshopInteractor alloc] init];
    WorkshopRouter *router = [[WorkshopRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
