//
//  HarvestLogPresenter.m
//  Sprout
//

#import "HarvestLogPresenter.h"
#import "Crop.h"

@interface HarvestLogPresenter ()

@property (nonatomic, copy) NSArray<Crop *> *crops;

@end

@implementation HarvestLogPresenter

#pragma mark - HarvestLogViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainCrops];
}

- (void)didSelectCropAtIndex:(NSUInteger)index {
    Crop *crop = self.crops[index];
    [self.router showCropDetailFromViewController:(UIViewController *)self.view withCrop:crop];
}

- (void)didTapAddButton {
    [self.router presentAddCropFromViewController:(UIViewController *)self.view];
}

#pragma mark - HarvestLogInteractorOutput

- (void)didObtainCrops:(NSArray<Crop *> *)crops {
    self.crops = crops;
    [self.view showCrops:crops];
}

@end
