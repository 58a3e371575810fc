//
//  PlaylistRouter.m
//  Tempo
//

#import "PlaylistRouter.h"
#import "AddSongAssembly.h"

@implementation PlaylistRouter

#pragma mark - PlaylistRouterInput

- (void)openAddSong {
    __weak UIViewController *playlistScreen = self.viewController;
    UIViewController *addSong = [AddSongAssembly buildModuleWithOnDone:^{
        [playlistScreen dismissViewControllerAnimated:YES completion:nil];
    }];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:addSong];
    [self.viewController presentViewController:navigationController animated:YES completion:nil];
}

@end
