//
//  TransactionsModule.h
//  Tally
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TransactionsViewOutput <NSObject>
- (void)viewIsReady;
- (void)didTapBreakdown;
@end

@protocol TransactionsViewInput <NSObject>
- (void)showAccountTitle:(NSString *)title lines:(NSArray<NSString *> *)lines;
@end

@interface TransactionsViewController : UITableViewController <TransactionsViewInput>
@property (nonatomic, strong) id<TransactionsViewOutput> output;
@end

@interface TransactionsRouter : NSObject
@property (nonatomic, weak) UIViewController *viewController;
- (void)openCategoryStatsForAccount:(NSString *)accountName;
@end

@interface TransactionsPresenter : NSObject <TransactionsViewOutput>
@property (nonatomic, weak) id<TransactionsViewInput> view;
@property (nonatomic, strong) TransactionsRouter *router;
@property (nonatomic, copy) NSString *accountName;
@end

@interface TransactionsBuilder : NSObject
+ (UIViewController *)buildModuleWithAccountName:(NSString *)accountName;
@end

NS_ASSUME_NONNULL_END
