//
//  TripExpensesAssembly.m
//  Tally
//

#import "TripExpensesAssembly.h"
#import "TripExpensesViewController.h"
#import "TripExpensesPresenter.h"
#import "TripExpensesInteractor.h"
#import "TripExpensesRouter.h"

@implementation TripExpensesAssembly

+ (UIViewController *)buildModuleWithTripName:(NSString *)tripName {
    TripExpensesViewController *view = [[TripExpensesViewController alloc] initWithStyle:UITableViewStylePlain];
    TripExpensesPresenter *presenter = [[TripExpensesPresenter alloc] init];
    TripExpensesInteractor *interactor = [[TripExpensesInteractor alloc] init];
    TripExpensesRouter *router = [[TripExpensesRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    presenter.tripName = tripName;
    interactor.output = presenter;
    router.transitionHandler = view;

    return view;
}

@end
