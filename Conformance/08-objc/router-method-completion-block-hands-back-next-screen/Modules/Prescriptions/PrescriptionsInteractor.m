//
//  PrescriptionsInteractor.m
//  Dispensary
//

#import "PrescriptionsInteractor.h"

@implementation Prescription

+ (instancetype)prescriptionWithIdentifier:(NSString *)identifier medicineName:(NSString *)medicineName {
    Prescription *prescription = [[Prescription alloc] init];
    prescription.identifier = identifier;
    prescription.medicineName = medicineName;
    return prescription;
}

@end

@implementation PrescriptionsInteractor

- (NSArray<Prescription *> *)activePrescriptions {
    return @[
        [Prescription prescriptionWithIdentifier:@"RX-20418" medicineName:@"Salbutamol inhaler"],
        [Prescription prescriptionWithIdentifier:@"RX-20533" medicineName:@"Levothyroxine 50 mcg"],
        [Prescription prescriptionWithIdentifier:@"RX-20876" medicineName:@"Cetirizine 10 mg"]
    ];
}

@end
