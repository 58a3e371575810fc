//
//  TransferFormPresenter.m
//  Remit
//

#import "TransferFormPresenter.h"

@interface TransferFormPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *amounts;

@end

@implementation TransferFormPresenter

#pragma mark - TransferFormViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainAmounts];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    NSString *amount = self.amounts[index];
    if (amount.integerValue > 1000) {
        [self.router showLimitExceededAlert];
    } else {
        [self.router openReceiptForAmount:amount];
    }
}

#pragma mark - TransferFormInteractorOutput

- (void)didObtainAmounts:(NSArray<NSString *> *)amounts {
    self.amounts = amounts;
    [self.view showAmounts:amounts];
}

@end
