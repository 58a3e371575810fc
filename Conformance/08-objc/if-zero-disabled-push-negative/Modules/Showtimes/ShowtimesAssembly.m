//
//  ShowtimesAssembly.m
//  Matinee
//

#import "ShowtimesAssembly.h"
#import "ShowtimesViewController.h"
#import "ShowtimesPresenter.h"
#import "ShowtimesInteractor.h"
#import "ShowtimesRouter.h"

@implementation ShowtimesAssembly

+ (UIViewController *)buildModule {
    ShowtimesViewController *view = [[ShowtimesViewController alloc] init];
    ShowtimesPresenter *presenter = [[ShowtimesPresenter alloc] init];
    ShowtimesInteractor *interactor = [[ShowtimesInteractor alloc] init];
    ShowtimesRouter *router = [[ShowtimesRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
