//
//  RecipeDetailAssembly.m
//  Pantry
//

#import "RecipeDetailAssembly.h"
#import "RecipeDetailViewController.h"
#import "RecipeDetailPresenter.h"
#import "RecipeDetailInteractor.h"

@implementation RecipeDetailAssembly

+ (void)assembleModuleWithView:(RecipeDetailViewController *)view {
    RecipeDetailPresenter *presenter = [[RecipeDetailPresenter alloc] init];
    RecipeDetailInteractor *interactor = [[RecipeDetailInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    interactor.output = presenter;
}

@end
