//
//  PlaylistInteractor.m
//  Tempo
//

#import "PlaylistInteractor.h"

@implementation PlaylistInteractor

#pragma mark - PlaylistInteractorInput

- (void)obtainSongs {
    [self.output didObtainSongs:@[@"Holocene", @"Heroes", @"Dreams"]];
}

@end
