//
//  UIViewController+RMKTransitionHandler.m
//  ModuleKit (Reelmark)
//

#import "UIViewController+RMKTransitionHandler.h"
#import "RMKModuleFactory.h"

@implementation UIViewController (RMKTransitionHandler)

- (void)openModuleUsingFactory:(RMKModuleFactory *)factory
           withTransitionBlock:(RMKTransitionBlock)transitionBlock {
    UIViewController *destination = [factory instantiateModuleTransitionHandler];
    if (transitionBlock != nil) {
        transitionBlock(self, destination);
        return;
    }
    [self.navigationController pushViewController:destination animated:YES];
}

- (void)closeCurrentModule:(BOOL)animated {
    [self.presentingViewController dismissViewControllerAnimated:animated completion:nil];
}

@end
