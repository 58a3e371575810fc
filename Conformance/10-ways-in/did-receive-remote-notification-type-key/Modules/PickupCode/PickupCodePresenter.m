//
//  PickupCodePresenter.m
//  Doorstep
//

#import "PickupCodePresenter.h"

@implementation PickupCodePresenter

#pragma mark - PickupCodeViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainLockerAddressForCode:self.lockerCode];
}

#pragma mark - PickupCodeInteractorOutput

- (void)didObtainLockerAddress:(NSString *)address {
    [self.view showLockerCode:self.lockerCode address:address];
}

@end
