//
//  PharmacyStockService.h
//  Dispensary
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface PharmacyStockService : NSObject

+ (instancetype)sharedService;

/// Asks the patient's usual pharmacy whether it can dispense the prescription today; calls back on the main queue.
- (void)checkStockForPrescription:(NSString *)prescriptionIdentifier completion:(void (^)(BOOL inStock))completion;

@end

NS_ASSUME_NONNULL_END
