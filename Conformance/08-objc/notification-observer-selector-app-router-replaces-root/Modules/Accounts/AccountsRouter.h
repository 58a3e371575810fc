//
//  AccountsRouter.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

@protocol AccountsRouterInput <NSObject>
- (void)openSettings;
@end

@interface AccountsRouter : NSObject <AccountsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
