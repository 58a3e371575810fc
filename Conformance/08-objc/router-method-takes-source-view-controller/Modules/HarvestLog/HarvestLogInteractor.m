//
//  HarvestLogInteractor.m
//  Sprout
//

#import "HarvestLogInteractor.h"
#import "Crop.h"

@implementation HarvestLogInteractor

#pragma mark - HarvestLogInteractorInput

- (void)obtainCrops {
    NSArray<Crop *> *crops = @[[Crop cropWithName:@"Courgettes" bed:@"Bed 2" weightInKilograms:3.4],
                               [Crop cropWithName:@"Runner beans" bed:@"Bed 1" weightInKilograms:1.2],
                               [Crop cropWithName:@"Tomatoes" bed:@"Greenhouse" weightInKilograms:5.8]];
    [self.output didObtainCrops:crops];
}

@end
