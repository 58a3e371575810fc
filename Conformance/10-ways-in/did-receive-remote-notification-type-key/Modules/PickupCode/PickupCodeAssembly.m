//
//  PickupCodeAssembly.m
//  Doorstep
//

#import "PickupCodeAssembly.h"
#import "PickupCodeViewController.h"
#import "PickupCodePresenter.h"
#import "PickupCodeInteractor.h"

@implementation PickupCodeAssembly

+ (UIViewController *)buildModuleWithLockerCode:(NSString *)lockerCode {
    PickupCodeViewController *view = [[PickupCodeViewController alloc] init];
    PickupCodePresenter *presenter = [[PickupCodePresenter alloc] init];
    PickupCodeInteractor *interactor = [[PickupCodeInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.lockerCode = lockerCode;
    interactor.output = presenter;

    return view;
}

@end
