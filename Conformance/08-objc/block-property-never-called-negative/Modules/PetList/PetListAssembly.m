//
//  PetListAssembly.m
//  Pawprint
//

#import "PetListAssembly.h"
#import "PetListViewController.h"
#import "PetListPresenter.h"
#import "PetListInteractor.h"
#import "PetListRouter.h"
#import "VaccinationsAssembly.h"

@implementation PetListAssembly

+ (UIViewController *)buildModule {
    PetListViewController *view = [[PetListViewController alloc] init];
    PetListPresenter *presenter = [[PetListPresenter alloc] init];
    PetListInteractor *interactor = [[PetListInteractor alloc] init];
    PetListRouter *router = [[PetListRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;

    __weak PetListViewController *weakView = view;
    router.onOpenVaccinations = ^(NSString *petName) {
        UIViewController *vaccinations = [VaccinationsAssembly buildModuleWithPetName:petName];
        [weakView.navigationController pushViewController:vaccinations animated:YES];
    };

    return view;
}

@end
