//
//  FragrancesViewController.h
//  Sillage
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol FragrancesViewInput <NSObject>
- (void)showFragrances:(NSArray<NSString *> *)names;
@end

@protocol FragrancesViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didChangeFilterText:(NSString *)text;
- (void)didSubmitSearchQuery:(NSString *)query;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface FragrancesViewController : UITableViewController <FragrancesViewInput>

@property (nonatomic, strong) id<FragrancesViewOutput> output;

@end

NS_ASSUME_NONNULL_END
