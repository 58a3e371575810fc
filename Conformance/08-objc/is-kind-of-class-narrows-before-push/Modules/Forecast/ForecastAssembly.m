//
//  ForecastAssembly.m
//  Skyline
//

#import "ForecastAssembly.h"
#import "ForecastViewController.h"
#import "ForecastPresenter.h"
#import "ForecastInteractor.h"

@implementation ForecastAssembly

+ (UIViewController *)buildModuleWithCity:(NSString *)city {
    ForecastViewController *view = [[ForecastViewController alloc] init];
    ForecastPresenter *presenter = [[ForecastPresenter alloc] init];
    ForecastInteractor *interactor = [[ForecastInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.city = city;
    interactor.output = presenter;

    return view;
}

@end
