//
//  DrinkOrderInteractor.m
//  Brew
//

#import "DrinkOrderInteractor.h"

@implementation DrinkOrderInteractor

#pragma mark - DrinkOrderInteractorInput

- (void)obtainSizes {
    [self.output didObtainSizes:@[@"Small", @"Medium", @"Large"]];
}

@end
