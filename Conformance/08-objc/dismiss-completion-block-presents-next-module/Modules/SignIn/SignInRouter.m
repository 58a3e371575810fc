//
//  SignInRouter.m
//  Mise
//

#import "SignInRouter.h"
#import "PantrySetupModule.h"

@implementation SignInRouter

#pragma mark - SignInRouterInput

- (void)closeShowingPantrySetup:(BOOL)showPantrySetup {
    // Keep the screen underneath: once the sign-in sheet is gone, self.viewController is released.
    UIViewController *presentingViewController = self.viewController.presentingViewController;
    [self.viewController dismissViewControllerAnimated:YES completion:^{
        if (!showPantrySetup) {
            return;
        }
        UIViewController *pantrySetup = [PantrySetupAssembly buildModule];
        [presentingViewController presentViewController:pantrySetup animated:YES completion:nil];
    }];
}

@end
