//
//  ParcelsRouter.m
//  Doorstep
//

#import "ParcelsRouter.h"
#import "ParcelDetailAssembly.h"

@implementation ParcelsRouter

#pragma mark - ParcelsRouterInput

- (void)openParcelWithTrackingNumber:(NSString *)trackingNumber {
    UIViewController *parcelDetail = [ParcelDetailAssembly buildModuleWithTrackingNumber:trackingNumber];
    [self.viewController.navigationController pushViewController:parcelDetail animated:YES];
}

@end
