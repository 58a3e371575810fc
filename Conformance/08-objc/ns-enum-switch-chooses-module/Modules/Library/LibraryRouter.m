//
//  LibraryRouter.m
//  Earshot
//

#import "LibraryRouter.h"
#import "AudiobooksModule.h"
#import "PodcastsModule.h"

@implementation LibraryRouter

#pragma mark - LibraryRouterInput

- (void)openSection:(LibrarySection)section {
    UIViewController *sectionScreen = nil;
    switch (section) {
        case LibrarySectionAudiobooks:
            sectionScreen = [AudiobooksAssembly buildModule];
            break;
        case LibrarySectionPodcasts:
        case LibrarySectionNewEpisodes:
            sectionScreen = [PodcastsAssembly buildModuleShowingOnlyNewEpisodes:(section == LibrarySectionNewEpisodes)];
            break;
    }
    [self.viewController.navigationController pushViewController:sectionScreen animated:YES];
}

@end
