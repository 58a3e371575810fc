//
//  PrescriptionsInteractor.h
//  Dispensary
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Prescription : NSObject
@property (nonatomic, copy) NSString *identifier;
@property (nonatomic, copy) NSString *medicineName;
+ (instancetype)prescriptionWithIdentifier:(NSString *)identifier medicineName:(NSString *)medicineName;
@end

@protocol PrescriptionsInteractorInput <NSObject>
- (NSArray<Prescription *> *)activePrescriptions;
@end

@interface PrescriptionsInteractor : NSObject <PrescriptionsInteractorInput>
@end

NS_ASSUME_NONNULL_END
