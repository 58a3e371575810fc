//
//  HallsInteractor.m
//  Gallerist
//

#import "HallsInteractor.h"

@implementation HallsInteractor

#pragma mark - HallsInteractorInput

- (void)obtainArtworksOnDisplay {
    [self.output didObtainArtworksOnDisplay:@[@"Harbour at Dusk", @"Still Life with Quinces", @"The Blue Loom"]];
}

@end
