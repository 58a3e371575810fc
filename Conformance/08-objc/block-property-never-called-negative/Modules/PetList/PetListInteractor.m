//
//  PetListInteractor.m
//  Pawprint
//

#import "PetListInteractor.h"

@implementation PetListInteractor

#pragma mark - PetListInteractorInput

- (void)obtainPets {
    [self.output didObtainPets:@[@"Biscuit", @"Mochi", @"Captain"]];
}

@end
