//
//  SignInAssembly.m
//  Folio
//

#import "SignInAssembly.h"
#import "SignInViewController.h"
#import "SignInPresenter.h"
#import "SignInInteractor.h"
#import "SignInRouter.h"

@implementation SignInAssembly

+ (UIViewController *)buildModule {
    SignInViewController *view = [[SignInViewController alloc] init];
    SignInPresenter *presenter = [[SignInPresenter alloc] init];
    SignInInteractor *interactor = [[SignInInteractor alloc] init];
    SignInRouter *router = [[SignInRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
