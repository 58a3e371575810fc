//
//  PlaylistViewController.h
//  Tempo
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PlaylistViewInput <NSObject>
- (void)showSongs:(NSArray<NSString *> *)songs;
@end

@protocol PlaylistViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapAddSong;
@end

@interface PlaylistViewController : UITableViewController <PlaylistViewInput>

@property (nonatomic, strong) id<PlaylistViewOutput> output;

@end

NS_ASSUME_NONNULL_END
