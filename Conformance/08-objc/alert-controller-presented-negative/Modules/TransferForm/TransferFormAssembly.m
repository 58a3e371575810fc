//
//  TransferFormAssembly.m
//  Remit
//

#import "TransferFormAssembly.h"
#import "TransferFormViewController.h"
#import "TransferFormPresenter.h"
#import "TransferFormInteractor.h"
#import "TransferFormRouter.h"

@implementation TransferFormAssembly

+ (UIViewController *)buildModule {
    TransferFormViewController *view = [[TransferFormViewController alloc] init];
    TransferFormPresenter *presenter = [[TransferFormPresenter alloc] init];
    TransferFormInteractor *interactor = [[TransferFormInteractor alloc] init];
    TransferFormRouter *router = [[TransferFormRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
