//
//  LogCatchAssembly.m
//  Reelmark
//

#import "LogCatchAssembly.h"
#import "LogCatchViewController.h"
#import "LogCatchPresenter.h"
#import "LogCatchInteractor.h"
#import "LogCatchRouter.h"
#import "UIViewController+RMKTransitionHandler.h"

@implementation LogCatchAssembly

+ (UIViewController *)assembleModuleWithWaterIdentifier:(NSString *)identifier {
    LogCatchViewController *view = [[LogCatchViewController alloc] init];
    LogCatchPresenter *presenter = [[LogCatchPresenter alloc] init];
    LogCatchInteractor *interactor = [[LogCatchInteractor alloc] init];
    LogCatchRouter *router = [[LogCatchRouter alloc] init];

    presenter.waterIdentifier = identifier;
    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.transitionHandler = view;
    return view;
}

@end
