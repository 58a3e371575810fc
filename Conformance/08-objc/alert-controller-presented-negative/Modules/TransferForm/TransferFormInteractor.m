//
//  TransferFormInteractor.m
//  Remit
//

#import "TransferFormInteractor.h"

@implementation TransferFormInteractor

#pragma mark - TransferFormInteractorInput

- (void)obtainAmounts {
    [self.output didObtainAmounts:@[@"250", @"900", @"5000"]];
}

@end
