//
//  SignInPresenter.m
//  Ledger
//

#import "SignInPresenter.h"

@interface SignInPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *methods;

@end

@implementation SignInPresenter

#pragma mark - SignInViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainMethods];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.interactor authenticateWithMethod:self.methods[index]];
}

#pragma mark - SignInInteractorOutput

- (void)didObtainMethods:(NSArray<NSString *> *)methods {
    self.methods = methods;
    [self.view showMethods:methods];
}

- (void)didAuthenticate {
    [self.router openAccounts];
}

@end
