//
//  TripDetailAssembly.m
//  Wanderlust
//

#import "TripDetailAssembly.h"
#import "TripDetailViewController.h"
#import "TripDetailPresenter.h"
#import "TripDetailInteractor.h"

@implementation TripDetailAssembly

+ (UIViewController *)buildModuleWithTripName:(NSString *)tripName {
    TripDetailViewController *view = [[TripDetailViewController alloc] init];
    TripDetailPresenter *presenter = [[TripDetailPresenter alloc] init];
    TripDetailInteractor *interactor = [[TripDetailInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.tripName = tripName;
    interactor.output = presenter;

    return view;
}

@end
