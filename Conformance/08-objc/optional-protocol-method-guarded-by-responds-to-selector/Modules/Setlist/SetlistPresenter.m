//
//  SetlistPresenter.m
//  Rehearsal
//

#import "SetlistPresenter.h"

@interface SetlistPresenter ()
@property (nonatomic, strong) NSMutableArray<NSString *> *songs;
@end

@implementation SetlistPresenter

- (instancetype)init {
    if ((self = [super init])) {
        _songs = [NSMutableArray new];
    }
    return self;
}

#pragma mark - SetlistViewOutput

- (void)didTapAddSong {
    [self.router openSongPickerWithOutput:self];
}

#pragma mark - SongPickerModuleOutput

- (void)songPickerDidPickSongTitled:(NSString *)title {
    [self.songs addObject:title];
    [self.view showSongs:self.songs];
}

- (void)songPickerDidRequestImport {
    [self.router openImportSongs];
}

@end
