//
//  ReadingHistoryAssembly.m
//  Stacks
//

#import "ReadingHistoryAssembly.h"
#import "ReadingHistoryViewController.h"
#import "ReadingHistoryPresenter.h"
#import "ReadingHistoryInteractor.h"

@implementation ReadingHistoryAssembly

+ (UIViewController *)buildModule {
    ReadingHistoryViewController *view = [[ReadingHistoryViewController alloc] init];
    ReadingHistoryPresenter *presenter = [[ReadingHistoryPresenter alloc] init];
    ReadingHistoryInteractor *interactor = [[ReadingHistoryInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;

    return view;
}

@end
