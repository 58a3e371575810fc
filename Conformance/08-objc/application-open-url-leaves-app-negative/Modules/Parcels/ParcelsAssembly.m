//
//  ParcelsAssembly.m
//  Parcelly
//

#import "ParcelsAssembly.h"
#import "ParcelsViewController.h"
#import "ParcelsPresenter.h"
#import "ParcelsInteractor.h"
#import "ParcelsRouter.h"

@implementation ParcelsAssembly

+ (UIViewController *)buildModule {
    ParcelsViewController *view = [[ParcelsViewController alloc] initWithStyle:UITableViewStylePlain];
    ParcelsPresenter *presenter = [[ParcelsPresenter alloc] init];
    ParcelsInteractor *interactor = [[ParcelsInteractor alloc] init];
    ParcelsRouter *router = [[ParcelsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
