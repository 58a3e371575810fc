//
//  WineDetailModuleConfigurator.m
//  Corkboard
//

#import "WineDetailModuleConfigurator.h"
#import "WineDetailViewController.h"
#import "WineDetailPresenter.h"
#import "WineDetailInteractor.h"

@implementation WineDetailModuleConfigurator

- (void)configureModuleForViewInput:(UIViewController *)viewInput {
    if ([viewInput isKindOfClass:[WineDetailViewController class]]) {
        [self configureModuleForViewController:(WineDetailViewController *)viewInput];
    }
}

- (void)configureModuleForViewController:(WineDetailViewController *)viewController {
    WineDetailPresenter *presenter = [[WineDetailPresenter alloc] init];
    WineDetailInteractor *interactor = [[WineDetailInteractor alloc] init];

    presenter.view = viewController;
    presenter.interactor = interactor;
    interactor.output = presenter;
    viewController.output = presenter;
}

@end
