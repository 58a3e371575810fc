//
//  WatersAssembly.m
//  Reelmark
//

#import "WatersAssembly.h"
#import "WatersViewController.h"
#import "WatersPresenter.h"
#import "WatersRouter.h"
#import "UIViewController+RMKTransitionHandler.h"

@implementation WatersAssembly

+ (UIViewController *)assembleModule {
    WatersViewController *view = [[WatersViewController alloc] initWithStyle:UITableViewStylePlain];
    WatersPresenter *presenter = [[WatersPresenter alloc] init];
    WatersRouter *router = [[WatersRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.transitionHandler = view;
    return view;
}

@end
