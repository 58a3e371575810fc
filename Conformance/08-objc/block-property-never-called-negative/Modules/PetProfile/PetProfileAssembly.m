//
//  PetProfileAssembly.m
//  Pawprint
//

#import "PetProfileAssembly.h"
#import "PetProfileViewController.h"
#import "PetProfilePresenter.h"
#import "PetProfileInteractor.h"

@implementation PetProfileAssembly

+ (UIViewController *)buildModuleWithPetName:(NSString *)petName {
    PetProfileViewController *view = [[PetProfileViewController alloc] init];
    PetProfilePresenter *presenter = [[PetProfilePresenter alloc] init];
    PetProfileInteractor *interactor = [[PetProfileInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.petName = petName;
    interactor.output = presenter;

    return view;
}

@end
