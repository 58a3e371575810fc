//
//  CatalogRouter.m
//  Folio
//

#import "CatalogRouter.h"
#import "BookDetailAssembly.h"
#import "SignInAssembly.h"

@implementation CatalogRouter

#pragma mark - CatalogRouterInput

- (void)openBookDetailWithTitle:(NSString *)title {
    UIViewController *bookDetail = [BookDetailAssembly buildModuleWithTitle:title];
    [self.viewController.navigationController pushViewController:bookDetail animated:YES];
}

- (void)openSignIn {
    UIViewController *signIn = [SignInAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:signIn];
    [self.viewController presentViewController:navigationController animated:YES completion:nil];
}

@end
