//
//  AccountsPresenter.h
//  Ledgerly
//

#import <Foundation/Foundation.h>

#import "AccountsViewController.h"
#import "AccountsInteractor.h"
#import "AccountsRouter.h"

@interface AccountsPresenter : NSObject <AccountsViewOutput, AccountsInteractorOutput>

@property (nonatomic, weak) id<AccountsViewInput> view;
@property (nonatomic, strong) id<AccountsInteractorInput> interactor;
@property (nonatomic, strong) id<AccountsRouterInput> router;

@end
