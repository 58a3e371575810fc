//
//  LibraryPresenter.m
//  Earshot
//

#import "LibraryPresenter.h"
#import "LibrarySection.h"

@implementation LibraryPresenter

#pragma mark - LibraryViewOutput

- (void)didTriggerViewReadyEvent {
    NSUInteger fresh = [self.interactor numberOfNewEpisodes];
    NSString *newEpisodesTitle = fresh > 0
        ? [NSString stringWithFormat:@"New episodes (%lu)", (unsigned long)fresh]
        : @"New episodes";
    // Row order follows LibrarySection.
    [self.view showSectionTitles:@[@"Audiobooks", @"Podcasts", newEpisodesTitle]];
}

- (void)didSelectSectionAtIndex:(NSUInteger)index {
    LibrarySection section = (LibrarySection)index;
    [self.router openSection:section];
}

@end
