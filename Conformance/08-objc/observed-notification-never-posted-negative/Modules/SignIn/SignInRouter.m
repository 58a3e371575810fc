//
//  SignInRouter.m
//  Folio
//

#import "SignInRouter.h"

@implementation SignInRouter

#pragma mark - SignInRouterInput

- (void)closeSignIn {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end
