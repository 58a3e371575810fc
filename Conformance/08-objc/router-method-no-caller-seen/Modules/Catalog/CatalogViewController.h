//
//  CatalogViewController.h
//  Stacks
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CatalogViewInput <NSObject>
- (void)showTitles:(NSArray<NSString *> *)titles;
@end

@protocol CatalogViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface CatalogViewController : UITableViewController <CatalogViewInput>

@property (nonatomic, strong) id<CatalogViewOutput> output;

@end

NS_ASSUME_NONNULL_END
