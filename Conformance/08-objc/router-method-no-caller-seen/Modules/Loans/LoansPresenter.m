//
//  LoansPresenter.m
//  Stacks
//

#import "LoansPresenter.h"

@interface LoansPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *loans;

@end

@implementation LoansPresenter

#pragma mark - LoansViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainLoans];
}

#pragma mark - LoansInteractorOutput

- (void)didObtainLoans:(NSArray<NSString *> *)loans {
    self.loans = loans;
    [self.view showLoans:loans];
}

@end
