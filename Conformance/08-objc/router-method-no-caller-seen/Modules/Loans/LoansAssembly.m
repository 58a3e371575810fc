//
//  LoansAssembly.m
//  Stacks
//

#import "LoansAssembly.h"
#import "LoansViewController.h"
#import "LoansPresenter.h"
#import "LoansInteractor.h"

@implementation LoansAssembly

+ (UIViewController *)buildModule {
    LoansViewController *view = [[LoansViewController alloc] init];
    LoansPresenter *presenter = [[LoansPresenter alloc] init];
    LoansInteractor *interactor = [[LoansInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;

    return view;
}

@end
