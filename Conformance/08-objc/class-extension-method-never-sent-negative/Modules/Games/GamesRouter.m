//
//  GamesRouter.m
//  Rook
//

#import "GamesRouter.h"
#import "GameReplayModule.h"
#import "OpeningTrainerModule.h"

@interface GamesRouter ()

- (void)openOpeningTrainerForGameWithIdentifier:(NSString *)gameIdentifier;

@end

@implementation GamesRouter

#pragma mark - GamesRouterInput

- (void)openReplayForGameWithIdentifier:(NSString *)gameIdentifier {
    UIViewController *replay = [GameReplayAssembly buildModuleWithGameIdentifier:gameIdentifier];
    [self.viewController.navigationController pushViewController:replay animated:YES];
}

#pragma mark - Private

// Reached from the "Train this opening" row, which was taken out of the games list in 2.3.
- (void)openOpeningTrainerForGameWithIdentifier:(NSString *)gameIdentifier {
    UIViewController *trainer = [OpeningTrainerAssembly buildModuleWithGameIdentifier:gameIdentifier];
    [self.viewController.navigationController pushViewController:trainer animated:YES];
}

@end
