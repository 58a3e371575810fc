//
//  GardenPresenter.m
//  Sprout
//

#import "GardenPresenter.h"

@interface GardenPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *plants;

@end

@implementation GardenPresenter

#pragma mark - GardenViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainPlants];
}

- (void)didSelectPlantAtIndex:(NSUInteger)index {
    [self.router openPlantDetailWithName:self.plants[index]];
}

- (void)didTapWateringSchedule {
    [self.router openWateringSchedule];
}

#pragma mark - GardenInteractorOutput

- (void)didObtainPlants:(NSArray<NSString *> *)plants {
    self.plants = plants;
    [self.view showPlants:plants];
}

@end
