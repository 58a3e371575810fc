//
//  TrailerViewController.h
//  Matinee
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TrailerViewInput <NSObject>
- (void)showClips:(NSArray<NSString *> *)clips;
@end

@protocol TrailerViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface TrailerViewController : UITableViewController <TrailerViewInput>

@property (nonatomic, strong) id<TrailerViewOutput> output;

@end

NS_ASSUME_NONNULL_END
