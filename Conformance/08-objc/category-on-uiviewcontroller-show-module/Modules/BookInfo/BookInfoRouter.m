//
//  BookInfoRouter.m
//  Bookworm
//

#import "BookInfoRouter.h"
#import "UIViewController+ModuleTransitions.h"

@implementation BookInfoRouter

#pragma mark - BookInfoRouterInput

- (void)closeBookInfo {
    [self.viewController closeModule];
}

@end
