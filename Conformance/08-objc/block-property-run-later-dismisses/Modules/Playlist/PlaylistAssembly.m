//
//  PlaylistAssembly.m
//  Tempo
//

#import "PlaylistAssembly.h"
#import "PlaylistViewController.h"
#import "PlaylistPresenter.h"
#import "PlaylistInteractor.h"
#import "PlaylistRouter.h"

@implementation PlaylistAssembly

+ (UIViewController *)buildModule {
    PlaylistViewController *view = [[PlaylistViewController alloc] init];
    PlaylistPresenter *presenter = [[PlaylistPresenter alloc] init];
    PlaylistInteractor *interactor = [[PlaylistInteractor alloc] init];
    PlaylistRouter *router = [[PlaylistRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
