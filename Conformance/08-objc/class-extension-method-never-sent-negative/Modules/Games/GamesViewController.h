//
//  GamesViewController.h
//  Rook
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol GamesViewInput <NSObject>
- (void)showGameRows:(NSArray<NSString *> *)rows;
@end

@protocol GamesViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectGameAtIndex:(NSUInteger)index;
@end

@interface GamesViewController : UITableViewController <GamesViewInput>

@property (nonatomic, strong) id<GamesViewOutput> output;

@end

NS_ASSUME_NONNULL_END
