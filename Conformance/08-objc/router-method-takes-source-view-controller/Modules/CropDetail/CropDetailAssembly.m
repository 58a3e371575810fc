//
//  CropDetailAssembly.m
//  Sprout
//

#import "CropDetailAssembly.h"
#import "CropDetailViewController.h"
#import "CropDetailPresenter.h"
#import "CropDetailInteractor.h"

@implementation CropDetailAssembly

+ (UIViewController *)buildModuleWithCrop:(Crop *)crop {
    CropDetailViewController *view = [[CropDetailViewController alloc] init];
    CropDetailPresenter *presenter = [[CropDetailPresenter alloc] init];
    CropDetailInteractor *interactor = [[CropDetailInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.crop = crop;
    interactor.output = presenter;

    return view;
}

@end
