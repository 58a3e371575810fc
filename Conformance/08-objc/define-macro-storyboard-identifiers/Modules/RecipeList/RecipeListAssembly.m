//
//  RecipeListAssembly.m
//  Pantry
//

#import "RecipeListAssembly.h"
#import "RecipeListViewController.h"
#import "RecipeListPresenter.h"
#import "RecipeListInteractor.h"
#import "RecipeListRouter.h"

@implementation RecipeListAssembly

+ (void)assembleModuleWithView:(RecipeListViewController *)view {
    RecipeListPresenter *presenter = [[RecipeListPresenter alloc] init];
    RecipeListInteractor *interactor = [[RecipeListInteractor alloc] init];
    RecipeListRouter *router = [[RecipeListRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.viewController = view;
}

@end
