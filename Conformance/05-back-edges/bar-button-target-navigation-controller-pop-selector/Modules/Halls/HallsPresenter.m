//
//  HallsPresenter.m
//  Gallerist
//

#import "HallsPresenter.h"

@interface HallsPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *artworks;

@end

@implementation HallsPresenter

#pragma mark - HallsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainArtworksOnDisplay];
}

- (void)didSelectArtworkAtIndex:(NSUInteger)index {
    [self.router openArtworkWithTitle:self.artworks[index]];
}

#pragma mark - HallsInteractorOutput

- (void)didObtainArtworksOnDisplay:(NSArray<NSString *> *)artworks {
    self.artworks = artworks;
    [self.view showArtworks:artworks];
}

@end
