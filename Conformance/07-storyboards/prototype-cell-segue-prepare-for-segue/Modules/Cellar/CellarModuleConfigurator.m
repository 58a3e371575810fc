//
//  CellarModuleConfigurator.m
//  Corkboard
//

#import "CellarModuleConfigurator.h"
#import "CellarViewController.h"
#import "CellarPresenter.h"
#import "CellarInteractor.h"

@implementation CellarModuleConfigurator

- (void)configureModuleForViewInput:(UIViewController *)viewInput {
    if ([viewInput isKindOfClass:[CellarViewController class]]) {
        [self configureModuleForViewController:(CellarViewController *)viewInput];
    }
}

- (void)configureModuleForViewController:(CellarViewController *)viewController {
    CellarPresenter *presenter = [[CellarPresenter alloc] init];
    CellarInteractor *interactor = [[CellarInteractor alloc] init];

    presenter.view = viewController;
    presenter.interactor = interactor;
    interactor.output = presenter;
    viewController.output = presenter;
}

@end
