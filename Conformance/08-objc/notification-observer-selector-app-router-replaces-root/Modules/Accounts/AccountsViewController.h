//
//  AccountsViewController.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AccountsViewInput <NSObject>
- (void)showAccounts:(NSArray<NSString *> *)accounts;
@end

@protocol AccountsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapSettings;
@end

@interface AccountsViewController : UITableViewController <AccountsViewInput>

@property (nonatomic, strong) id<AccountsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
