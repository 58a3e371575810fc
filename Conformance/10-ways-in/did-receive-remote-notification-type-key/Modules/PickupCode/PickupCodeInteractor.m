//
//  PickupCodeInteractor.m
//  Doorstep
//

#import "PickupCodeInteractor.h"

@implementation PickupCodeInteractor

#pragma mark - PickupCodeInteractorInput

- (void)obtainLockerAddressForCode:(NSString *)lockerCode {
    [self.output didObtainLockerAddress:@"Locker 12, Station Road car park"];
}

@end
