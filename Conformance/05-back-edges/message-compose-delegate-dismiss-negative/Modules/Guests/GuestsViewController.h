//
//  GuestsViewController.h
//  Soiree
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol GuestsViewInput <NSObject>
- (void)showGuestNames:(NSArray<NSString *> *)names;
@end

@protocol GuestsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectGuestAtIndex:(NSUInteger)index;
@end

@interface GuestsViewController : UITableViewController <GuestsViewInput>

@property (nonatomic, strong) id<GuestsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
