//
//  PrescriptionsAssembly.m
//  Dispensary
//

#import "PrescriptionsAssembly.h"
#import "PrescriptionsViewController.h"
#import "PrescriptionsPresenter.h"
#import "PrescriptionsInteractor.h"
#import "PrescriptionsRouter.h"

@implementation PrescriptionsAssembly

+ (UIViewController *)assembleModule {
    PrescriptionsViewController *view = [[PrescriptionsViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    PrescriptionsPresenter *presenter = [[PrescriptionsPresenter alloc] init];
    PrescriptionsInteractor *interactor = [[PrescriptionsInteractor alloc] init];
    PrescriptionsRouter *router = [[PrescriptionsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
