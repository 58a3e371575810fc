//
//  TransferReceiptInteractor.m
//  Remit
//

#import "TransferReceiptInteractor.h"

@implementation TransferReceiptInteractor

#pragma mark - TransferReceiptInteractorInput

- (void)obtainLines {
    [self.output didObtainLines:@[@"Reference 48213", @"Fee 0.00"]];
}

@end
