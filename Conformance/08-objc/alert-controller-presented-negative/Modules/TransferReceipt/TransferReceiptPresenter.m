//
//  TransferReceiptPresenter.m
//  Remit
//

#import "TransferReceiptPresenter.h"

@interface TransferReceiptPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *lines;

@end

@implementation TransferReceiptPresenter

#pragma mark - TransferReceiptViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainLines];
}

#pragma mark - TransferReceiptInteractorOutput

- (void)didObtainLines:(NSArray<NSString *> *)lines {
    self.lines = lines;
    [self.view showLines:lines];
}

@end
