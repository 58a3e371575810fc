//
//  VaccinationsInteractor.m
//  Pawprint
//

#import "VaccinationsInteractor.h"

@implementation VaccinationsInteractor

#pragma mark - VaccinationsInteractorInput

- (void)obtainShots {
    [self.output didObtainShots:@[@"Rabies - 2025", @"DHPP - 2024"]];
}

@end
