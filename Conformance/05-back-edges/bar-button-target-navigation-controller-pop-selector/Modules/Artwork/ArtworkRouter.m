//
//  ArtworkRouter.m
//  Gallerist
//

#import "ArtworkRouter.h"
#import "ArtistAssembly.h"

@implementation ArtworkRouter

#pragma mark - ArtworkRouterInput

- (void)openArtistWithName:(NSString *)artistName {
    UIViewController *artist = [ArtistAssembly buildModuleWithName:artistName];
    [self.viewController.navigationController pushViewController:artist animated:YES];
}

@end
