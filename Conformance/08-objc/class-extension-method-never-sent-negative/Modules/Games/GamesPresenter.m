//
//  GamesPresenter.m
//  Rook
//

#import "GamesPresenter.h"

@interface GamesPresenter ()

@property (nonatomic, copy) NSArray<GameSummary *> *games;

@end

@implementation GamesPresenter

#pragma mark - GamesViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainRecentGames];
}

- (void)didSelectGameAtIndex:(NSUInteger)index {
    GameSummary *game = self.games[index];
    [self.router openReplayForGameWithIdentifier:game.identifier];
}

#pragma mark - GamesInteractorOutput

- (void)didObtainGames:(NSArray<GameSummary *> *)games {
    self.games = games;
    NSMutableArray<NSString *> *rows = [NSMutableArray array];
    for (GameSummary *game in games) {
        [rows addObject:[NSString stringWithFormat:@"vs %@  %@", game.opponent, game.result]];
    }
    [self.view showGameRows:rows];
}

@end
