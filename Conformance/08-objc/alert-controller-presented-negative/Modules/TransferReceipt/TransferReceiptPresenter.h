//
//  TransferReceiptPresenter.h
//  Remit
//

#import <Foundation/Foundation.h>

#import "TransferReceiptViewController.h"
#import "TransferReceiptInteractor.h"

@interface TransferReceiptPresenter : NSObject <TransferReceiptViewOutput, TransferReceiptInteractorOutput>

@property (nonatomic, weak) id<TransferReceiptViewInput> view;
@property (nonatomic, strong) id<TransferReceiptInteractorInput> interactor;
@property (nonatomic, copy) NSString *amount;

@end
