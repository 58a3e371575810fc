//
//  RecipeDetailViewController.h
//  Pantry
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RecipeDetailViewInput <NSObject>
- (void)showSteps:(NSArray<NSString *> *)steps;
@end

@protocol RecipeDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface RecipeDetailViewController : UITableViewController <RecipeDetailViewInput>

@property (nonatomic, strong) id<RecipeDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
