//
//  ArtworkPresenter.m
//  Gallerist
//

#import "ArtworkPresenter.h"

static NSString * const kArtistName = @"Ingrid Solvang";

@implementation ArtworkPresenter

#pragma mark - ArtworkViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showArtworkTitle:self.artworkTitle artistName:kArtistName];
}

- (void)didTapArtist {
    [self.router openArtistWithName:kArtistName];
}

@end
