//
//  SetlistRouter.m
//  Rehearsal
//

#import "SetlistRouter.h"
#import "SongPickerAssembly.h"
#import "ImportSongsModule.h"

@implementation SetlistRouter

- (void)openSongPickerWithOutput:(id<SongPickerModuleOutput>)moduleOutput {
    UIViewController *songPicker = [SongPickerAssembly buildModuleWithOutput:moduleOutput];
    [self.viewController.navigationController pushViewController:songPicker animated:YES];
}

- (void)openImportSongs {
    UIViewController *importSongs = [ImportSongsAssembly buildModule];
    [self.viewController.navigationController pushViewController:importSongs animated:YES];
}

@end
