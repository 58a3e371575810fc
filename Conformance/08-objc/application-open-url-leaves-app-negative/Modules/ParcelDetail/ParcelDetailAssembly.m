//
//  ParcelDetailAssembly.m
//  Parcelly
//

#import "ParcelDetailAssembly.h"
#import "ParcelDetailViewController.h"
#import "ParcelDetailPresenter.h"
#import "ParcelDetailInteractor.h"
#import "ParcelDetailRouter.h"

@implementation ParcelDetailAssembly

+ (UIViewController *)buildModuleWithParcel:(Parcel *)parcel {
    ParcelDetailViewController *view = [[ParcelDetailViewController alloc] init];
    ParcelDetailPresenter *presenter = [[ParcelDetailPresenter alloc] initWithParcel:parcel];
    ParcelDetailInteractor *interactor = [[ParcelDetailInteractor alloc] init];
    ParcelDetailRouter *router = [[ParcelDetailRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;

    return view;
}

@end
