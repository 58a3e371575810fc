//
//  GigListAssembly.m
//  Encore
//

#import "GigListAssembly.h"
#import "GigListViewController.h"
#import "GigListPresenter.h"
#import "GigListRouter.h"

@implementation GigListAssembly

+ (UIViewController *)buildModule {
    GigListViewController *view = [[GigListViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    GigListPresenter *presenter = [[GigListPresenter alloc] init];
    GigListRouter *router = [[GigListRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
