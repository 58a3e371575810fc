//
//  GuestsAssembly.m
//  Soiree
//

#import "GuestsAssembly.h"
#import "GuestsViewController.h"
#import "GuestsPresenter.h"
#import "GuestsInteractor.h"
#import "GuestsRouter.h"

@implementation GuestsAssembly

+ (UIViewController *)buildModule {
    GuestsViewController *view = [[GuestsViewController alloc] init];
    GuestsPresenter *presenter = [[GuestsPresenter alloc] init];
    GuestsInteractor *interactor = [[GuestsInteractor alloc] init];
    GuestsRouter *router = [[GuestsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
