//
//  LiftTicketBuilder.m
//  Piste
//

#import "LiftTicketBuilder.h"
#import "LiftTicketViewController.h"
#import "LiftTicketPresenter.h"
#import "LiftTicketRouter.h"

@implementation LiftTicketBuilder

+ (UIViewController *)build {
    LiftTicketViewController *view = [[LiftTicketViewController alloc] init];
    LiftTicketPresenter *presenter = [[LiftTicketPresenter alloc] init];
    LiftTicketRouter *router = [[LiftTicketRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
