//
//  ReadingHistoryViewController.h
//  Stacks
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ReadingHistoryViewInput <NSObject>
- (void)showEntries:(NSArray<NSString *> *)entries;
@end

@protocol ReadingHistoryViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface ReadingHistoryViewController : UITableViewController <ReadingHistoryViewInput>

@property (nonatomic, strong) id<ReadingHistoryViewOutput> output;

@end

NS_ASSUME_NONNULL_END
