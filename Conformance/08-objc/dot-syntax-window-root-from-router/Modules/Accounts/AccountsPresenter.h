//
//  AccountsPresenter.h
//  Ledger
//

#import <Foundation/Foundation.h>

#import "AccountsViewController.h"
#import "AccountsInteractor.h"

@interface AccountsPresenter : NSObject <AccountsViewOutput, AccountsInteractorOutput>

@property (nonatomic, weak) id<AccountsViewInput> view;
@property (nonatomic, strong) id<AccountsInteractorInput> interactor;

@end
