//
//  PetProfileInteractor.m
//  Pawprint
//

#import "PetProfileInteractor.h"

@implementation PetProfileInteractor

#pragma mark - PetProfileInteractorInput

- (void)obtainFacts {
    [self.output didObtainFacts:@[@"Breed", @"Birthday", @"Microchip"]];
}

@end
