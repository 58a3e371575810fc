//
//  ParcelsRouter.m
//  Parcelly
//

#import "ParcelsRouter.h"
#import "ParcelDetailAssembly.h"

@implementation ParcelsRouter

#pragma mark - ParcelsRouterInput

- (void)openParcel:(Parcel *)parcel {
    UIViewController *parcelDetail = [ParcelDetailAssembly buildModuleWithParcel:parcel];
    [self.viewController.navigationController pushViewController:parcelDetail animated:YES];
}

@end
