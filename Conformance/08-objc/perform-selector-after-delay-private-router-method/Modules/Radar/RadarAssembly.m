//
//  RadarAssembly.m
//  Nimbus
//

#import "RadarAssembly.h"
#import "RadarViewController.h"
#import "RadarPresenter.h"

@implementation RadarAssembly

+ (UIViewController *)buildModuleWithCity:(NSString *)city {
    RadarViewController *view = [[RadarViewController alloc] init];
    RadarPresenter *presenter = [[RadarPresenter alloc] initWithCity:city];

    view.output = presenter;
    presenter.view = view;

    return view;
}

@end
