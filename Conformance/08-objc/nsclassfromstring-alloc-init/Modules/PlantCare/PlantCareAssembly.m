//
//  PlantCareAssembly.m
//  Greenhouse
//

#import "PlantCareAssembly.h"
#import "PlantCareViewController.h"
#import "PlantCarePresenter.h"
#import "PlantCareInteractor.h"

@implementation PlantCareAssembly

+ (void)assembleModuleWithView:(PlantCareViewController *)view {
    PlantCarePresenter *presenter = [[PlantCarePresenter alloc] init];
    PlantCareInteractor *interactor = [[PlantCareInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;
}

@end
