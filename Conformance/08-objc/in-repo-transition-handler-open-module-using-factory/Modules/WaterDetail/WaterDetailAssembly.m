//
//  WaterDetailAssembly.m
//  Reelmark
//

#import "WaterDetailAssembly.h"
#import "WaterDetailViewController.h"
#import "WaterDetailPresenter.h"
#import "WaterDetailRouter.h"
#import "UIViewController+RMKTransitionHandler.h"

@implementation WaterDetailAssembly

+ (UIViewController *)assembleModuleWithWaterIdentifier:(NSString *)identifier {
    WaterDetailViewController *view = [[WaterDetailViewController alloc] init];
    WaterDetailPresenter *presenter = [[WaterDetailPresenter alloc] init];
    WaterDetailRouter *router = [[WaterDetailRouter alloc] init];

    presenter.waterIdentifier = identifier;
    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.transitionHandler = view;
    return view;
}

@end
