//
//  PharmacyStockService.m
//  Dispensary
//

#import "PharmacyStockService.h"

@implementation PharmacyStockService

+ (instancetype)sharedService {
    static PharmacyStockService *sharedService;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedService = [[PharmacyStockService alloc] init];
    });
    return sharedService;
}

- (void)checkStockForPrescription:(NSString *)prescriptionIdentifier completion:(void (^)(BOOL inStock))completion {
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.4 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        // The sandbox pharmacy runs out of anything whose code ends in an odd digit.
        unichar last = [prescriptionIdentifier characterAtIndex:prescriptionIdentifier.length - 1];
        completion((last - '0') % 2 == 0);
    });
}

@end
