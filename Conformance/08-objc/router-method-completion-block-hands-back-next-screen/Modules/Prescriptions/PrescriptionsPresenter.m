//
//  PrescriptionsPresenter.m
//  Dispensary
//

#import "PrescriptionsPresenter.h"

@interface PrescriptionsPresenter ()
@property (nonatomic, copy) NSArray<Prescription *> *prescriptions;
@end

@implementation PrescriptionsPresenter

#pragma mark - PrescriptionsViewOutput

- (void)didTriggerViewReadyEvent {
    self.prescriptions = [self.interactor activePrescriptions];
    [self.view showPrescriptionNames:[self.prescriptions valueForKey:@"medicineName"]];
}

- (void)didSelectPrescriptionAtIndex:(NSInteger)index {
    Prescription *prescription = self.prescriptions[index];
    [self.router openRefillForPrescription:prescription.identifier];
}

@end
