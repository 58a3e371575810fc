//
//  SetlistAssembly.m
//  Rehearsal
//

#import "SetlistAssembly.h"
#import "SetlistViewController.h"
#import "SetlistPresenter.h"
#import "SetlistRouter.h"

@implementation SetlistAssembly

+ (UIViewController *)buildModule {
    SetlistViewController *view = [[SetlistViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    SetlistPresenter *presenter = [[SetlistPresenter alloc] init];
    SetlistRouter *router = [[SetlistRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
