//
//  CratesAssembly.m
//  Groove
//

#import "CratesAssembly.h"
#import "CratesViewController.h"
#import "CratesPresenter.h"
#import "CratesInteractor.h"
#import "CratesRouter.h"

@implementation CratesAssembly

+ (UIViewController *)buildModuleWithFactory:(id<GrooveModuleFactory>)factory {
    CratesViewController *view = [[CratesViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    CratesPresenter *presenter = [[CratesPresenter alloc] init];
    CratesInteractor *interactor = [[CratesInteractor alloc] init];
    CratesRouter *router = [[CratesRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;
    router.factory = factory;

    return view;
}

@end
