//
//  SellerProfileRouter.m
//  Groove
//

#import "SellerProfileRouter.h"

@implementation SellerProfileRouter

#pragma mark - SellerProfileRouterInput

- (void)closeModule {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end
