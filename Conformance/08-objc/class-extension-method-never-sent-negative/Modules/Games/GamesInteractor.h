//
//  GamesInteractor.h
//  Rook
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface GameSummary : NSObject
@property (nonatomic, copy) NSString *identifier;
@property (nonatomic, copy) NSString *opponent;
@property (nonatomic, copy) NSString *result;
+ (instancetype)summaryWithIdentifier:(NSString *)identifier opponent:(NSString *)opponent result:(NSString *)result;
@end

@protocol GamesInteractorOutput <NSObject>
- (void)didObtainGames:(NSArray<GameSummary *> *)games;
@end

@protocol GamesInteractorInput <NSObject>
- (void)obtainRecentGames;
@end

@interface GamesInteractor : NSObject <GamesInteractorInput>
@property (nonatomic, weak) id<GamesInteractorOutput> output;
@end

NS_ASSUME_NONNULL_END
