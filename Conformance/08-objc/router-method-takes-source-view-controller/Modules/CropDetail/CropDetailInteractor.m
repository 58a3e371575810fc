//
//  CropDetailInteractor.m
//  Sprout
//

#import "CropDetailInteractor.h"

@implementation CropDetailInteractor

#pragma mark - CropDetailInteractorInput

- (void)obtainTipsForCropNamed:(NSString *)name {
    NSArray<NSString *> *tips = @[@"Pick little and often.", @"Water at the base in the evening."];
    [self.output didObtainTips:tips];
}

@end
