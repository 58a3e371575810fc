//
//  GameReplayModule.h
//  Rook
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol GameReplayViewInput <NSObject>
- (void)showMoveText:(NSString *)moveText title:(NSString *)title;
@end

@protocol GameReplayViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface GameReplayViewController : UIViewController <GameReplayViewInput>
@property (nonatomic, strong) id<GameReplayViewOutput> output;
@end

@interface GameReplayPresenter : NSObject <GameReplayViewOutput>
@property (nonatomic, weak) id<GameReplayViewInput> view;
@property (nonatomic, copy) NSString *gameIdentifier;
@end

@interface GameReplayAssembly : NSObject
+ (UIViewController *)buildModuleWithGameIdentifier:(NSString *)gameIdentifier;
@end

NS_ASSUME_NONNULL_END
