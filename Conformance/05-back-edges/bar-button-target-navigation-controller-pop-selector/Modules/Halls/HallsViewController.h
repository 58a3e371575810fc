//
//  HallsViewController.h
//  Gallerist
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol HallsViewInput <NSObject>
- (void)showArtworks:(NSArray<NSString *> *)artworks;
@end

@protocol HallsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectArtworkAtIndex:(NSUInteger)index;
@end

@interface HallsViewController : UITableViewController <HallsViewInput>

@property (nonatomic, strong) id<HallsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
