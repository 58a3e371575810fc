//
//  PlantDetailAssembly.m
//  Sprout
//

#import "PlantDetailAssembly.h"
#import "PlantDetailViewController.h"
#import "PlantDetailPresenter.h"

@implementation PlantDetailAssembly

+ (UIViewController *)buildModuleWithPlantName:(NSString *)plantName {
    PlantDetailViewController *view = [[PlantDetailViewController alloc] init];
    PlantDetailPresenter *presenter = [[PlantDetailPresenter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.plantName = plantName;

    return view;
}

@end
