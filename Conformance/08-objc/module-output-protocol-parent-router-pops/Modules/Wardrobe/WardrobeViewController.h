//
//  WardrobeViewController.h
//  Capsule
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WardrobeViewInput <NSObject>
- (void)showOutfitNames:(NSArray<NSString *> *)names;
@end

@protocol WardrobeViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectOutfitAtIndex:(NSUInteger)index;
- (void)didTapNewOutfit;
@end

@interface WardrobeViewController : UITableViewController <WardrobeViewInput>

@property (nonatomic, strong) id<WardrobeViewOutput> output;

@end

NS_ASSUME_NONNULL_END
