//
//  ShelfViewController.h
//  Bookworm
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ShelfViewInput <NSObject>
- (void)showBooks:(NSArray<NSString *> *)books;
@end

@protocol ShelfViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface ShelfViewController : UITableViewController <ShelfViewInput>

@property (nonatomic, strong) id<ShelfViewOutput> output;

@end

NS_ASSUME_NONNULL_END
