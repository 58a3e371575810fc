//
//  TranscriptViewController.h
//  Castaway
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TranscriptViewInput <NSObject>
- (void)showParagraphs:(NSArray<NSString *> *)paragraphs;
@end

@protocol TranscriptViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface TranscriptViewController : UITableViewController <TranscriptViewInput>

@property (nonatomic, strong) id<TranscriptViewOutput> output;

@end

NS_ASSUME_NONNULL_END
