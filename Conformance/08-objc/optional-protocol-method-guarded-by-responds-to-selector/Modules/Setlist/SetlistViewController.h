//
//  SetlistViewController.h
//  Rehearsal
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SetlistViewInput <NSObject>
- (void)showSongs:(NSArray<NSString *> *)songs;
@end

@protocol SetlistViewOutput <NSObject>
- (void)didTapAddSong;
@end

@interface SetlistViewController : UITableViewController <SetlistViewInput>

@property (nonatomic, strong) id<SetlistViewOutput> output;

@end

NS_ASSUME_NONNULL_END
