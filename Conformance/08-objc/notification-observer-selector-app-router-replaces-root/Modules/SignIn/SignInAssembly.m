//
//  SignInAssembly.m
//  Ledgerly
//

#import "SignInAssembly.h"
#import "SignInViewController.h"
#import "SignInPresenter.h"
#import "SignInInteractor.h"

@implementation SignInAssembly

+ (UIViewController *)buildModule {
    SignInViewController *view = [[SignInViewController alloc] init];
    SignInPresenter *presenter = [[SignInPresenter alloc] init];
    SignInInteractor *interactor = [[SignInInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;

    return view;
}

@end
