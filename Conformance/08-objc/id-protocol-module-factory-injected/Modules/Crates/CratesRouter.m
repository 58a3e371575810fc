//
//  CratesRouter.m
//  Groove
//

#import "CratesRouter.h"

@implementation CratesRouter

#pragma mark - CratesRouterInput

- (void)openRecord:(Record *)record {
    UIViewController *recordDetail = [self.factory makeRecordDetailModuleWithRecord:record];
    [self.viewController.navigationController pushViewController:recordDetail animated:YES];
}

- (void)openSellerWithName:(NSString *)sellerName {
    UIViewController *sellerProfile = [self.factory makeSellerProfileModuleWithSellerName:sellerName];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:sellerProfile];
    [self.viewController presentViewController:navigationController animated:YES completion:nil];
}

@end
