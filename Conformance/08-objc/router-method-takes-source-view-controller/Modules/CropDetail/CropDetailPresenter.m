//
//  CropDetailPresenter.m
//  Sprout
//

#import "CropDetailPresenter.h"
#import "Crop.h"

@implementation CropDetailPresenter

#pragma mark - CropDetailViewOutput

- (void)didTriggerViewReadyEvent {
    NSString *weightText = [NSString stringWithFormat:@"%.1f kg", self.crop.weightInKilograms];
    [self.view showName:self.crop.name bed:self.crop.bed weightText:weightText];
    [self.interactor obtainTipsForCropNamed:self.crop.name];
}

#pragma mark - CropDetailInteractorOutput

- (void)didObtainTips:(NSArray<NSString *> *)tips {
    [self.view showTips:tips];
}

@end
