//
//  RecipeListViewController.h
//  Pantry
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RecipeListViewInput <NSObject>
- (void)showRecipes:(NSArray<NSString *> *)recipes;
@end

@protocol RecipeListViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectItemAtIndex:(NSUInteger)index;
@end

@interface RecipeListViewController : UITableViewController <RecipeListViewInput>

@property (nonatomic, strong) id<RecipeListViewOutput> output;

@end

NS_ASSUME_NONNULL_END
