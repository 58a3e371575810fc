//
//  ShelfAssembly.m
//  Bookworm
//

#import "ShelfAssembly.h"
#import "ShelfViewController.h"
#import "ShelfPresenter.h"
#import "ShelfInteractor.h"
#import "ShelfRouter.h"

@implementation ShelfAssembly

+ (UIViewController *)buildModule {
    ShelfViewController *view = [[ShelfViewController alloc] init];
    ShelfPresenter *presenter = [[ShelfPresenter alloc] init];
    ShelfInteractor *interactor = [[ShelfInteractor alloc] init];
    ShelfRouter *router = [[ShelfRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
