//
//  PrescriptionsRouter.m
//  Dispensary
//

#import "PrescriptionsRouter.h"
#import "PharmacyStockService.h"
#import "RefillModule.h"
#import "PharmacyFinderModule.h"

@implementation PrescriptionsRouter

- (void)makeNextScreenForPrescription:(NSString *)prescriptionIdentifier
                           completion:(void (^)(UIViewController *next))completion {
    [[PharmacyStockService sharedService] checkStockForPrescription:prescriptionIdentifier completion:^(BOOL inStock) {
        UIViewController *next = inStock
            ? [RefillAssembly moduleForPrescription:prescriptionIdentifier]
            : [PharmacyFinderAssembly moduleForPrescription:prescriptionIdentifier];
        completion(next);
    }];
}

#pragma mark - PrescriptionsRouterInput

- (void)openRefillForPrescription:(NSString *)prescriptionIdentifier {
    __weak typeof(self) weakSelf = self;
    [self makeNextScreenForPrescription:prescriptionIdentifier completion:^(UIViewController *next) {
        [weakSelf.viewController.navigationController pushViewController:next animated:YES];
    }];
}

@end
