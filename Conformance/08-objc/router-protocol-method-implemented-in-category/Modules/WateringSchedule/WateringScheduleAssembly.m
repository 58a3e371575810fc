//
//  WateringScheduleAssembly.m
//  Sprout
//

#import "WateringScheduleAssembly.h"
#import "WateringScheduleViewController.h"
#import "WateringSchedulePresenter.h"
#import "WateringScheduleRouter.h"

@implementation WateringScheduleAssembly

+ (UIViewController *)buildModule {
    WateringScheduleViewController *view = [[WateringScheduleViewController alloc] init];
    WateringSchedulePresenter *presenter = [[WateringSchedulePresenter alloc] init];
    WateringScheduleRouter *router = [[WateringScheduleRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
