//
//  AccountsAssembly.m
//  Ledgerly
//

#import "AccountsAssembly.h"
#import "AccountsViewController.h"
#import "AccountsPresenter.h"
#import "AccountsInteractor.h"
#import "AccountsRouter.h"

@implementation AccountsAssembly

+ (UIViewController *)buildModule {
    AccountsViewController *view = [[AccountsViewController alloc] init];
    AccountsPresenter *presenter = [[AccountsPresenter alloc] init];
    AccountsInteractor *interactor = [[AccountsInteractor alloc] init];
    AccountsRouter *router = [[AccountsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
