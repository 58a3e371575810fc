//
//  RecipeListPresenter.h
//  Pantry
//

#import <Foundation/Foundation.h>

#import "RecipeListViewController.h"
#import "RecipeListInteractor.h"
#import "RecipeListRouter.h"

@interface RecipeListPresenter : NSObject <RecipeListViewOutput, RecipeListInteractorOutput>

@property (nonatomic, weak) id<RecipeListViewInput> view;
@property (nonatomic, strong) id<RecipeListInteractorInput> interactor;
@property (nonatomic, strong) id<RecipeListRouterInput> router;

@end
