//
//  UINavigationController+PSTModuleStack.m
//  Piste
//

#import "UINavigationController+PSTModuleStack.h"

@implementation UINavigationController (PSTModuleStack)

- (void)pst_pushModule:(UIViewController *)module {
    module.hidesBottomBarWhenPushed = YES;
    [self pushViewController:module animated:YES];
}

- (void)pst_presentModuleInNavigationController:(UIViewController *)module {
    UINavigationController *container = [[UINavigationController alloc] initWithRootViewController:module];
    container.modalPresentationStyle = UIModalPresentationFormSheet;
    [self presentViewController:container animated:YES completion:nil];
}

@end
