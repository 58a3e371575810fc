//
//  HarvestLogAssembly.m
//  Sprout
//

#import "HarvestLogAssembly.h"
#import "HarvestLogViewController.h"
#import "HarvestLogPresenter.h"
#import "HarvestLogInteractor.h"
#import "HarvestLogRouter.h"

@implementation HarvestLogAssembly

+ (UIViewController *)buildModule {
    HarvestLogViewController *view = [[HarvestLogViewController alloc] initWithStyle:UITableViewStylePlain];
    HarvestLogPresenter *presenter = [[HarvestLogPresenter alloc] init];
    HarvestLogInteractor *interactor = [[HarvestLogInteractor alloc] init];
    HarvestLogRouter *router = [[HarvestLogRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;

    return view;
}

@end
