//
//  TransferFormPresenter.h
//  Remit
//

#import <Foundation/Foundation.h>

#import "TransferFormViewController.h"
#import "TransferFormInteractor.h"
#import "TransferFormRouter.h"

@interface TransferFormPresenter : NSObject <TransferFormViewOutput, TransferFormInteractorOutput>

@property (nonatomic, weak) id<TransferFormViewInput> view;
@property (nonatomic, strong) id<TransferFormInteractorInput> interactor;
@property (nonatomic, strong) id<TransferFormRouterInput> router;

@end
