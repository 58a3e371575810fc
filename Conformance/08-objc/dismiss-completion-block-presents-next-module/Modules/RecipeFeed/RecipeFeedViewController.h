//
//  RecipeFeedViewController.h
//  Mise
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RecipeFeedViewInput <NSObject>
- (void)showRecipeTitles:(NSArray<NSString *> *)titles;
@end

@protocol RecipeFeedViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapSignIn;
@end

@interface RecipeFeedViewController : UITableViewController <RecipeFeedViewInput>

@property (nonatomic, strong) id<RecipeFeedViewOutput> output;

@end

NS_ASSUME_NONNULL_END
