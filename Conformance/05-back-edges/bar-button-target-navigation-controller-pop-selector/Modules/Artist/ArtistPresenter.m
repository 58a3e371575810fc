//
//  ArtistPresenter.m
//  Gallerist
//

#import "ArtistPresenter.h"

@implementation ArtistPresenter

#pragma mark - ArtistViewOutput

- (void)didTriggerViewReadyEvent {
    NSString *biography = [NSString stringWithFormat:@"%@ (b. 1961) paints coastal light in thin glazes; the museum holds eleven of her works.", self.artistName];
    [self.view showArtistName:self.artistName biography:biography];
}

@end
