//
//  AppointmentsAssembly.m
//  Dropline
//

#import "AppointmentsAssembly.h"
#import "AppointmentsViewController.h"
#import "AppointmentsPresenter.h"
#import "AppointmentsRouter.h"

@implementation AppointmentsAssembly

+ (UIViewController *)assembleModule {
    AppointmentsViewController *view = [[AppointmentsViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    AppointmentsPresenter *presenter = [[AppointmentsPresenter alloc] init];
    AppointmentsRouter *router = [[AppointmentsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;
    return view;
}

@end
