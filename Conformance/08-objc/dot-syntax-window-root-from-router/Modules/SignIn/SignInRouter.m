//
//  SignInRouter.m
//  Ledger
//

#import "SignInRouter.h"
#import "AccountsAssembly.h"

@implementation SignInRouter

#pragma mark - SignInRouterInput

- (void)openAccounts {
    UIViewController *accounts = [AccountsAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:accounts];
    UIApplication.sharedApplication.delegate.window.rootViewController = navigationController;
}

@end
