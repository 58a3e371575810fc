//
//  PlantDetailPresenter.m
//  Sprout
//

#import "PlantDetailPresenter.h"

@implementation PlantDetailPresenter

#pragma mark - PlantDetailViewOutput

- (void)didTriggerViewReadyEvent {
    NSString *notes = [NSString stringWithFormat:@"%@: full sun, water at the base in the morning, feed every two weeks.", self.plantName];
    [self.view showPlantName:self.plantName careNotes:notes];
}

@end
