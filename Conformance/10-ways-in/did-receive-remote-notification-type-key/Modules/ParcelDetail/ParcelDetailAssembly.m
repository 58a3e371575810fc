//
//  ParcelDetailAssembly.m
//  Doorstep
//

#import "ParcelDetailAssembly.h"
#import "ParcelDetailViewController.h"
#import "ParcelDetailPresenter.h"
#import "ParcelDetailInteractor.h"

@implementation ParcelDetailAssembly

+ (UIViewController *)buildModuleWithTrackingNumber:(NSString *)trackingNumber {
    ParcelDetailViewController *view = [[ParcelDetailViewController alloc] initWithStyle:UITableViewStylePlain];
    ParcelDetailPresenter *presenter = [[ParcelDetailPresenter alloc] init];
    ParcelDetailInteractor *interactor = [[ParcelDetailInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.trackingNumber = trackingNumber;
    interactor.output = presenter;

    return view;
}

@end
