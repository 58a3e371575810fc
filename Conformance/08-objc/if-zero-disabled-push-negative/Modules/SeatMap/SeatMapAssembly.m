//
//  SeatMapAssembly.m
//  Matinee
//

#import "SeatMapAssembly.h"
#import "SeatMapViewController.h"
#import "SeatMapPresenter.h"
#import "SeatMapInteractor.h"

@implementation SeatMapAssembly

+ (UIViewController *)buildModuleWithShowtime:(NSString *)showtime {
    SeatMapViewController *view = [[SeatMapViewController alloc] init];
    SeatMapPresenter *presenter = [[SeatMapPresenter alloc] init];
    SeatMapInteractor *interactor = [[SeatMapInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.showtime = showtime;
    interactor.output = presenter;

    return view;
}

@end
