//
//  BookInfoAssembly.m
//  Bookworm
//

#import "BookInfoAssembly.h"
#import "BookInfoViewController.h"
#import "BookInfoPresenter.h"
#import "BookInfoInteractor.h"
#import "BookInfoRouter.h"

@implementation BookInfoAssembly

+ (UIViewController *)buildModuleWithBookTitle:(NSString *)bookTitle {
    BookInfoViewController *view = [[BookInfoViewController alloc] init];
    BookInfoPresenter *presenter = [[BookInfoPresenter alloc] init];
    BookInfoInteractor *interactor = [[BookInfoInteractor alloc] init];
    BookInfoRouter *router = [[BookInfoRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    presenter.bookTitle = bookTitle;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
