//
//  AddCropAssembly.m
//  Sprout
//

#import "AddCropAssembly.h"
#import "AddCropViewController.h"
#import "AddCropPresenter.h"
#import "AddCropInteractor.h"
#import "AddCropRouter.h"

@implementation AddCropAssembly

+ (UIViewController *)buildModule {
    AddCropViewController *view = [[AddCropViewController alloc] init];
    AddCropPresenter *presenter = [[AddCropPresenter alloc] init];
    AddCropInteractor *interactor = [[AddCropInteractor alloc] init];
    AddCropRouter *router = [[AddCropRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;

    return view;
}

@end
