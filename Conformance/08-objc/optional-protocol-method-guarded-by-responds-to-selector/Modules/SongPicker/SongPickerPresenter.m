//
//  SongPickerPresenter.m
//  Rehearsal
//

#import "SongPickerPresenter.h"

@implementation SongPickerPresenter

#pragma mark - SongPickerViewOutput

- (NSArray<NSString *> *)songTitles {
    return @[@"Harvest Moon", @"Dreams", @"Ain't No Sunshine", @"Valerie", @"Wonderwall"];
}

- (void)didSelectSongAtIndex:(NSInteger)index {
    [self.moduleOutput songPickerDidPickSongTitled:[self songTitles][index]];
    [self.router close];
}

- (void)didTapImport {
    if ([self.moduleOutput respondsToSelector:@selector(songPickerDidRequestImport)]) {
        [self.moduleOutput songPickerDidRequestImport];
    } else {
        NSLog(@"SongPicker: import is not offered here");
    }
}

@end
