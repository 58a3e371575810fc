//
//  SongPickerViewController.h
//  Rehearsal
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SongPickerViewOutput <NSObject>
- (NSArray<NSString *> *)songTitles;
- (void)didSelectSongAtIndex:(NSInteger)index;
- (void)didTapImport;
@end

@interface SongPickerViewController : UITableViewController

@property (nonatomic, strong) id<SongPickerViewOutput> output;

@end

NS_ASSUME_NONNULL_END
