//
//  RentalCheckoutAssembly.m
//  Spokes
//

#import "RentalCheckoutAssembly.h"
#import "RentalCheckoutViewController.h"
#import "RentalCheckoutPresenter.h"
#import "RentalCheckoutInteractor.h"
#import "RentalCheckoutRouter.h"

@implementation RentalCheckoutAssembly

+ (UIViewController *)buildModuleWithBikeIdentifier:(NSString *)bikeIdentifier {
    RentalCheckoutViewController *view = [[RentalCheckoutViewController alloc] init];
    RentalCheckoutPresenter *presenter = [[RentalCheckoutPresenter alloc] init];
    RentalCheckoutInteractor *interactor = [[RentalCheckoutInteractor alloc] init];
    RentalCheckoutRouter *router = [[RentalCheckoutRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    presenter.bikeIdentifier = bikeIdentifier;
    interactor.output = presenter;

    return view;
}

@end
