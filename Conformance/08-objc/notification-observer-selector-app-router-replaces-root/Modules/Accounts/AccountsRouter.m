//
//  AccountsRouter.m
//  Ledgerly
//

#import "AccountsRouter.h"
#import "SettingsAssembly.h"

@implementation AccountsRouter

#pragma mark - AccountsRouterInput

- (void)openSettings {
    UIViewController *settings = [SettingsAssembly buildModule];
    [self.viewController.navigationController pushViewController:settings animated:YES];
}

@end
