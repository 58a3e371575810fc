//
//  SpotDetailAssembly.m
//  ParkEasy
//

#import "SpotDetailAssembly.h"
#import "SpotDetailViewController.h"
#import "SpotDetailPresenter.h"
#import "SpotDetailInteractor.h"

@implementation SpotDetailAssembly

+ (UIViewController *)buildModuleWithSpotIdentifier:(NSString *)spotIdentifier {
    SpotDetailViewController *view = [[SpotDetailViewController alloc] init];
    SpotDetailPresenter *presenter = [[SpotDetailPresenter alloc] init];
    SpotDetailInteractor *interactor = [[SpotDetailInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.spotIdentifier = spotIdentifier;
    interactor.output = presenter;

    return view;
}

@end
