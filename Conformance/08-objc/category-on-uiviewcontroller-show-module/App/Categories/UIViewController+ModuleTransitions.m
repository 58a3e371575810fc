//
//  UIViewController+ModuleTransitions.m
//  Bookworm
//

#import "UIViewController+ModuleTransitions.h"

@implementation UIViewController (ModuleTransitions)

- (void)showModule:(UIViewController *)module {
    [self.navigationController pushViewController:module animated:YES];
}

- (void)closeModule {
    [self.navigationController popViewControllerAnimated:YES];
}

@end
