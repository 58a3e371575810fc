//
//  CatalogRouter.m
//  Stacks
//

#import "CatalogRouter.h"
#import "LoansAssembly.h"
#import "ReadingHistoryAssembly.h"

@implementation CatalogRouter

#pragma mark - CatalogRouterInput

- (void)openLoans {
    UIViewController *loans = [LoansAssembly buildModule];
    [self.viewController.navigationController pushViewController:loans animated:YES];
}

- (void)openReadingHistory {
    UIViewController *history = [ReadingHistoryAssembly buildModule];
    [self.viewController.navigationController pushViewController:history animated:YES];
}

@end
