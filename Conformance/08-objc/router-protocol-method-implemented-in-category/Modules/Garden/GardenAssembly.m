//
//  GardenAssembly.m
//  Sprout
//

#import "GardenAssembly.h"
#import "GardenViewController.h"
#import "GardenPresenter.h"
#import "GardenInteractor.h"
#import "GardenRouter.h"

@implementation GardenAssembly

+ (UIViewController *)buildModule {
    GardenViewController *view = [[GardenViewController alloc] init];
    GardenPresenter *presenter = [[GardenPresenter alloc] init];
    GardenInteractor *interactor = [[GardenInteractor alloc] init];
    GardenRouter *router = [[GardenRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
