//
//  GamesAssembly.m
//  Rook
//

#import "GamesAssembly.h"
#import "GamesViewController.h"
#import "GamesPresenter.h"
#import "GamesInteractor.h"
#import "GamesRouter.h"

@implementation GamesAssembly

+ (UIViewController *)buildModule {
    GamesViewController *view = [[GamesViewController alloc] initWithStyle:UITableViewStylePlain];
    GamesPresenter *presenter = [[GamesPresenter alloc] init];
    GamesInteractor *interactor = [[GamesInteractor alloc] init];
    GamesRouter *router = [[GamesRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
