//
//  AddSongPresenter.m
//  Tempo
//

#import "AddSongPresenter.h"

@interface AddSongPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *songs;

@end

@implementation AddSongPresenter

#pragma mark - AddSongViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainSongs];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    NSLog(@"Adding %@ to the playlist", self.songs[index]);
    if (self.onDone) {
        self.onDone();
    }
}

#pragma mark - AddSongInteractorOutput

- (void)didObtainSongs:(NSArray<NSString *> *)songs {
    self.songs = songs;
    [self.view showSongs:songs];
}

@end
