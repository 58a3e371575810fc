//
//  RecipeFeedRouter.m
//  Mise
//

#import "RecipeFeedRouter.h"
#import "SignInAssembly.h"

@implementation RecipeFeedRouter

#pragma mark - RecipeFeedRouterInput

- (void)openSignIn {
    UIViewController *signIn = [SignInAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:signIn];
    navigationController.modalPresentationStyle = UIModalPresentationFormSheet;
    [self.viewController presentViewController:navigationController animated:YES completion:nil];
}

@end
