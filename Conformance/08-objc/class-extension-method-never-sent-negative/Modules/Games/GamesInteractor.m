//
//  GamesInteractor.m
//  Rook
//

#import "GamesInteractor.h"

@implementation GameSummary

+ (instancetype)summaryWithIdentifier:(NSString *)identifier opponent:(NSString *)opponent result:(NSString *)result {
    GameSummary *summary = [[GameSummary alloc] init];
    summary.identifier = identifier;
    summary.opponent = opponent;
    summary.result = result;
    return summary;
}

@end

@implementation GamesInteractor

#pragma mark - GamesInteractorInput

- (void)obtainRecentGames {
    NSArray<GameSummary *> *games = @[
        [GameSummary summaryWithIdentifier:@"g-2041" opponent:@"M. Okafor" result:@"1-0"],
        [GameSummary summaryWithIdentifier:@"g-2038" opponent:@"club bot (1600)" result:@"½-½"],
        [GameSummary summaryWithIdentifier:@"g-2030" opponent:@"E. Lindqvist" result:@"0-1"],
    ];
    [self.output didObtainGames:games];
}

@end
