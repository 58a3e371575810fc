//
//  ShelfRouter.m
//  Bookworm
//

#import "ShelfRouter.h"
#import "UIViewController+ModuleTransitions.h"
#import "BookInfoAssembly.h"

@implementation ShelfRouter

#pragma mark - ShelfRouterInput

- (void)openBookWithTitle:(NSString *)title {
    UIViewController *bookInfo = [BookInfoAssembly buildModuleWithBookTitle:title];
    [self.viewController showModule:bookInfo];
}

@end
