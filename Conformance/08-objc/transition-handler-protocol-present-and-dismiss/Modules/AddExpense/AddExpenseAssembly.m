//
//  AddExpenseAssembly.m
//  Tally
//

#import "AddExpenseAssembly.h"
#import "AddExpenseViewController.h"
#import "AddExpensePresenter.h"
#import "AddExpenseInteractor.h"
#import "AddExpenseRouter.h"

@implementation AddExpenseAssembly

+ (UIViewController *)buildModuleWithTripName:(NSString *)tripName moduleOutput:(id<AddExpenseModuleOutput>)moduleOutput {
    AddExpenseViewController *view = [[AddExpenseViewController alloc] init];
    AddExpensePresenter *presenter = [[AddExpensePresenter alloc] init];
    AddExpenseInteractor *interactor = [[AddExpenseInteractor alloc] init];
    AddExpenseRouter *router = [[AddExpenseRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    presenter.moduleOutput = moduleOutput;
    presenter.tripName = tripName;
    interactor.output = presenter;
    router.transitionHandler = view;

    return view;
}

@end
