//
//  LoansInteractor.m
//  Stacks
//

#import "LoansInteractor.h"

@implementation LoansInteractor

#pragma mark - LoansInteractorInput

- (void)obtainLoans {
    [self.output didObtainLoans:@[@"Dune - due Friday"]];
}

@end
