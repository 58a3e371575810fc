//
//  DrinkOrderViewController.h
//  Brew
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol DrinkOrderViewInput <NSObject>
- (void)showSizes:(NSArray<NSString *> *)sizes;
@end

@protocol DrinkOrderViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface DrinkOrderViewController : UITableViewController <DrinkOrderViewInput>

@property (nonatomic, strong) id<DrinkOrderViewOutput> output;

@end

NS_ASSUME_NONNULL_END
