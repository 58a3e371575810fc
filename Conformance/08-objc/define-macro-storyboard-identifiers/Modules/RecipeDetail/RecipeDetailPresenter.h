//
//  RecipeDetailPresenter.h
//  Pantry
//

#import <Foundation/Foundation.h>

#import "RecipeDetailViewController.h"
#import "RecipeDetailInteractor.h"

@interface RecipeDetailPresenter : NSObject <RecipeDetailViewOutput, RecipeDetailInteractorOutput>

@property (nonatomic, weak) id<RecipeDetailViewInput> view;
@property (nonatomic, strong) id<RecipeDetailInteractorInput> interactor;

@end
