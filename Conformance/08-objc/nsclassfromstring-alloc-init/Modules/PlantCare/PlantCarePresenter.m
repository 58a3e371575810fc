//
//  PlantCarePresenter.m
//  Greenhouse
//

#import "PlantCarePresenter.h"

@interface PlantCarePresenter ()

@property (nonatomic, copy) NSArray<NSString *> *tips;

@end

@implementation PlantCarePresenter

#pragma mark - PlantCareViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainTips];
}

#pragma mark - PlantCareInteractorOutput

- (void)didObtainTips:(NSArray<NSString *> *)tips {
    self.tips = tips;
    [self.view showTips:tips];
}

@end
