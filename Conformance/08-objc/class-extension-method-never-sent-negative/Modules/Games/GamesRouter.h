//
//  GamesRouter.h
//  Rook
//

#import <UIKit/UIKit.h>

@protocol GamesRouterInput <NSObject>
- (void)openReplayForGameWithIdentifier:(NSString *)gameIdentifier;
@end

@interface GamesRouter : NSObject <GamesRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
