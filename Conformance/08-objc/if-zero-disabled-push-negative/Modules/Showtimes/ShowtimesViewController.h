//
//  ShowtimesViewController.h
//  Matinee
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ShowtimesViewInput <NSObject>
- (void)showShowtimes:(NSArray<NSString *> *)showtimes;
@end

@protocol ShowtimesViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface ShowtimesViewController : UITableViewController <ShowtimesViewInput>

@property (nonatomic, strong) id<ShowtimesViewOutput> output;

@end

NS_ASSUME_NONNULL_END
