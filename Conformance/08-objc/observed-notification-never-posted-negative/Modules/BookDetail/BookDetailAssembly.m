//
//  BookDetailAssembly.m
//  Folio
//

#import "BookDetailAssembly.h"
#import "BookDetailViewController.h"
#import "BookDetailPresenter.h"
#import "BookDetailInteractor.h"

@implementation BookDetailAssembly

+ (UIViewController *)buildModuleWithTitle:(NSString *)title {
    BookDetailViewController *view = [[BookDetailViewController alloc] init];
    BookDetailPresenter *presenter = [[BookDetailPresenter alloc] init];
    BookDetailInteractor *interactor = [[BookDetailInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.bookTitle = title;
    interactor.output = presenter;

    return view;
}

@end
