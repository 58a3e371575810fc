//
//  PlantListPresenter.m
//  Greenhouse
//

#import "PlantListPresenter.h"

@interface PlantListPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *plants;

@end

@implementation PlantListPresenter

#pragma mark - PlantListViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainPlants];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openCareGuide];
}

#pragma mark - PlantListInteractorOutput

- (void)didObtainPlants:(NSArray<NSString *> *)plants {
    self.plants = plants;
    [self.view showPlants:plants];
}

@end
