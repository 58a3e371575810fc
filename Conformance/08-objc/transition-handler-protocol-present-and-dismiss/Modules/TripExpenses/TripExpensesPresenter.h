//
//  TripExpensesPresenter.h
//  Tally
//

#import <Foundation/Foundation.h>

#import "TripExpensesViewController.h"
#import "TripExpensesInteractor.h"
#import "TripExpensesRouter.h"
#import "AddExpenseModuleOutput.h"

@interface TripExpensesPresenter : NSObject <TripExpensesViewOutput, TripExpensesInteractorOutput, AddExpenseModuleOutput>

@property (nonatomic, weak) id<TripExpensesViewInput> view;
@property (nonatomic, strong) id<TripExpensesInteractorInput> interactor;
@property (nonatomic, strong) id<TripExpensesRouterInput> router;
@property (nonatomic, copy) NSString *tripName;

@end
