//
//  SplashAssembly.m
//  Nimbus
//

#import "SplashAssembly.h"
#import "SplashViewController.h"
#import "SplashPresenter.h"
#import "SplashInteractor.h"
#import "SplashRouter.h"

@implementation SplashAssembly

+ (UIViewController *)buildModule {
    SplashViewController *view = [[SplashViewController alloc] init];
    SplashPresenter *presenter = [[SplashPresenter alloc] init];
    SplashInteractor *interactor = [[SplashInteractor alloc] init];
    SplashRouter *router = [[SplashRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
