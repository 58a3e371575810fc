//
//  CoffeeMenuViewController.h
//  Brew
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CoffeeMenuViewInput <NSObject>
- (void)showDrinks:(NSArray<NSString *> *)drinks;
@end

@protocol CoffeeMenuViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface CoffeeMenuViewController : UITableViewController <CoffeeMenuViewInput>

@property (nonatomic, strong) id<CoffeeMenuViewOutput> output;

@end

NS_ASSUME_NONNULL_END
