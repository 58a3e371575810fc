//
//  LibraryInteractor.m
//  Earshot
//

#import "LibraryInteractor.h"

static NSString * const kLastFeedRefreshKey = @"lastFeedRefresh";

@implementation LibraryInteractor

#pragma mark - LibraryInteractorInput

- (NSUInteger)numberOfNewEpisodes {
    NSDate *lastRefresh = [[NSUserDefaults standardUserDefaults] objectForKey:kLastFeedRefreshKey];
    return lastRefresh == nil ? 0 : 4;
}

@end
