//
//  AddExpensePresenter.h
//  Tally
//

#import <Foundation/Foundation.h>

#import "AddExpenseViewController.h"
#import "AddExpenseInteractor.h"
#import "AddExpenseRouter.h"
#import "AddExpenseModuleOutput.h"

@interface AddExpensePresenter : NSObject <AddExpenseViewOutput, AddExpenseInteractorOutput>

@property (nonatomic, weak) id<AddExpenseViewInput> view;
@property (nonatomic, strong) id<AddExpenseInteractorInput> interactor;
@property (nonatomic, strong) id<AddExpenseRouterInput> router;
@property (nonatomic, weak) id<AddExpenseModuleOutput> moduleOutput;
@property (nonatomic, copy) NSString *tripName;

@end
