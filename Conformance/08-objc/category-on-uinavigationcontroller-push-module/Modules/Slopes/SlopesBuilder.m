//
//  SlopesBuilder.m
//  Piste
//

#import "SlopesBuilder.h"
#import "SlopesViewController.h"
#import "SlopesPresenter.h"
#import "SlopesInteractor.h"
#import "SlopesRouter.h"

@implementation SlopesBuilder

+ (UIViewController *)build {
    SlopesViewController *view = [[SlopesViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    SlopesPresenter *presenter = [[SlopesPresenter alloc] init];
    SlopesInteractor *interactor = [[SlopesInteractor alloc] init];
    SlopesRouter *router = [[SlopesRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
