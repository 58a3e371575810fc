//
//  AddSongInteractor.m
//  Tempo
//

#import "AddSongInteractor.h"

@implementation AddSongInteractor

#pragma mark - AddSongInteractorInput

- (void)obtainSongs {
    [self.output didObtainSongs:@[@"Retrograde", @"Teardrop", @"Nightcall"]];
}

@end
