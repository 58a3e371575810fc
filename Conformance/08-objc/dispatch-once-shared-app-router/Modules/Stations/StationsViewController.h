//
//  StationsViewController.h
//  Spokes
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol StationsViewInput <NSObject>
- (void)showBikes:(NSArray<NSString *> *)bikes;
@end

@protocol StationsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectBikeAtIndex:(NSUInteger)index;
@end

@interface StationsViewController : UITableViewController <StationsViewInput>

@property (nonatomic, strong) id<StationsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
