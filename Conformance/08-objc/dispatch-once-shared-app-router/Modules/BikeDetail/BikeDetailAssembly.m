//
//  BikeDetailAssembly.m
//  Spokes
//

#import "BikeDetailAssembly.h"
#import "BikeDetailViewController.h"
#import "BikeDetailPresenter.h"
#import "BikeDetailRouter.h"

@implementation BikeDetailAssembly

+ (UIViewController *)buildModuleWithBikeIdentifier:(NSString *)bikeIdentifier {
    BikeDetailViewController *view = [[BikeDetailViewController alloc] init];
    BikeDetailPresenter *presenter = [[BikeDetailPresenter alloc] init];
    BikeDetailRouter *router = [[BikeDetailRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    presenter.bikeIdentifier = bikeIdentifier;

    return view;
}

@end
