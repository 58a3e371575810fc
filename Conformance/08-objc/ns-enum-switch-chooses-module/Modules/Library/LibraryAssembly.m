//
//  LibraryAssembly.m
//  Earshot
//

#import "LibraryAssembly.h"
#import "LibraryViewController.h"
#import "LibraryPresenter.h"
#import "LibraryInteractor.h"
#import "LibraryRouter.h"

@implementation LibraryAssembly

+ (UIViewController *)buildModule {
    LibraryViewController *view = [[LibraryViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    LibraryPresenter *presenter = [[LibraryPresenter alloc] init];
    LibraryInteractor *interactor = [[LibraryInteractor alloc] init];
    LibraryRouter *router = [[LibraryRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
