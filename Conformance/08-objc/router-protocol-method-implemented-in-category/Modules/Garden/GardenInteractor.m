//
//  GardenInteractor.m
//  Sprout
//

#import "GardenInteractor.h"

@implementation GardenInteractor

#pragma mark - GardenInteractorInput

- (void)obtainPlants {
    [self.output didObtainPlants:@[@"Tomato 'Sungold'", @"Sweet Basil", @"Lavender", @"Runner Beans"]];
}

@end
