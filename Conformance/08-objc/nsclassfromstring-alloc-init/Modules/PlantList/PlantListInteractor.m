//
//  PlantListInteractor.m
//  Greenhouse
//

#import "PlantListInteractor.h"

@implementation PlantListInteractor

#pragma mark - PlantListInteractorInput

- (void)obtainPlants {
    [self.output didObtainPlants:@[@"Monstera", @"Fiddle-leaf fig", @"Basil"]];
}

@end
