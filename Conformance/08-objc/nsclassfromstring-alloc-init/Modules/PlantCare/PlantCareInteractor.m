//
//  PlantCareInteractor.m
//  Greenhouse
//

#import "PlantCareInteractor.h"

@implementation PlantCareInteractor

#pragma mark - PlantCareInteractorInput

- (void)obtainTips {
    [self.output didObtainTips:@[@"Water weekly", @"Bright, indirect light", @"Feed in spring"]];
}

@end
