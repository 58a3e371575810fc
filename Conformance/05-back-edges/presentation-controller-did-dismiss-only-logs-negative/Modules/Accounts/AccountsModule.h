//
//  AccountsModule.h
//  Tally
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AccountsViewOutput <NSObject>
- (void)viewIsReady;
- (void)didSelectAccountAtIndex:(NSInteger)index;
@end

@protocol AccountsViewInput <NSObject>
- (void)showAccountNames:(NSArray<NSString *> *)names;
@end

@interface AccountsViewController : UITableViewController <AccountsViewInput>
@property (nonatomic, strong) id<AccountsViewOutput> output;
@end

@interface AccountsRouter : NSObject
@property (nonatomic, weak) UIViewController *viewController;
- (void)openTransactionsForAccount:(NSString *)accountName;
@end

@interface AccountsPresenter : NSObject <AccountsViewOutput>
@property (nonatomic, weak) id<AccountsViewInput> view;
@property (nonatomic, strong) AccountsRouter *router;
@end

@interface AccountsBuilder : NSObject
+ (UIViewController *)buildModule;
@end

NS_ASSUME_NONNULL_END
