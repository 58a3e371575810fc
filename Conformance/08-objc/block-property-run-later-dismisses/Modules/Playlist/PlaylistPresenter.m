//
//  PlaylistPresenter.m
//  Tempo
//

#import "PlaylistPresenter.h"

@interface PlaylistPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *songs;

@end

@implementation PlaylistPresenter

#pragma mark - PlaylistViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainSongs];
}

#pragma mark - PlaylistInteractorOutput

- (void)didObtainSongs:(NSArray<NSString *> *)songs {
    self.songs = songs;
    [self.view showSongs:songs];
}

- (void)didTapAddSong {
    [self.router openAddSong];
}

@end
