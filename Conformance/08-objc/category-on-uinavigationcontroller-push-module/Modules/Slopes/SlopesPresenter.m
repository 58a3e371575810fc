//
//  SlopesPresenter.m
//  Piste
//

#import "SlopesPresenter.h"

@interface SlopesPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *slopes;

@end

@implementation SlopesPresenter

#pragma mark - SlopesViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainOpenSlopes];
}

- (void)didSelectSlopeAtIndex:(NSUInteger)index {
    [self.router openSlopeWithName:self.slopes[index]];
}

- (void)didTapLiftTicket {
    [self.router openLiftTicket];
}

#pragma mark - SlopesInteractorOutput

- (void)didObtainOpenSlopes:(NSArray<NSString *> *)slopes {
    self.slopes = slopes;
    [self.view showSlopes:slopes];
}

@end
