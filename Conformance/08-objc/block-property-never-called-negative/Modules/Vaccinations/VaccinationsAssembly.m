//
//  VaccinationsAssembly.m
//  Pawprint
//

#import "VaccinationsAssembly.h"
#import "VaccinationsViewController.h"
#import "VaccinationsPresenter.h"
#import "VaccinationsInteractor.h"

@implementation VaccinationsAssembly

+ (UIViewController *)buildModuleWithPetName:(NSString *)petName {
    VaccinationsViewController *view = [[VaccinationsViewController alloc] init];
    VaccinationsPresenter *presenter = [[VaccinationsPresenter alloc] init];
    VaccinationsInteractor *interactor = [[VaccinationsInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.petName = petName;
    interactor.output = presenter;

    return view;
}

@end
