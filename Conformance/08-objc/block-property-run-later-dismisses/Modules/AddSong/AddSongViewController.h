//
//  AddSongViewController.h
//  Tempo
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AddSongViewInput <NSObject>
- (void)showSongs:(NSArray<NSString *> *)songs;
@end

@protocol AddSongViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface AddSongViewController : UITableViewController <AddSongViewInput>

@property (nonatomic, strong) id<AddSongViewOutput> output;

@end

NS_ASSUME_NONNULL_END
