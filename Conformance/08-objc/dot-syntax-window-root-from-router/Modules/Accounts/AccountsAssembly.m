//
//  AccountsAssembly.m
//  Ledger
//

#import "AccountsAssembly.h"
#import "AccountsViewController.h"
#import "AccountsPresenter.h"
#import "AccountsInteractor.h"

@implementation AccountsAssembly

+ (UIViewController *)buildModule {
    AccountsViewController *view = [[AccountsViewController alloc] init];
    AccountsPresenter *presenter = [[AccountsPresenter alloc] init];
    AccountsInteractor *interactor = [[AccountsInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;

    return view;
}

@end
