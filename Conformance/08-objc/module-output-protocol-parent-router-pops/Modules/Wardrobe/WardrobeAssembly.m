//
//  WardrobeAssembly.m
//  Capsule
//

#import "WardrobeAssembly.h"
#import "WardrobeViewController.h"
#import "WardrobePresenter.h"
#import "WardrobeInteractor.h"
#import "WardrobeRouter.h"

@implementation WardrobeAssembly

+ (UIViewController *)buildModule {
    WardrobeViewController *view = [[WardrobeViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    WardrobePresenter *presenter = [[WardrobePresenter alloc] init];
    WardrobeInteractor *interactor = [[WardrobeInteractor alloc] init];
    WardrobeRouter *router = [[WardrobeRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
