//
//  ParcelsPresenter.m
//  Doorstep
//

#import "ParcelsPresenter.h"

@interface ParcelsPresenter ()

@property (nonatomic, copy) NSArray<NSDictionary<NSString *, NSString *> *> *parcels;

@end

@implementation ParcelsPresenter

#pragma mark - ParcelsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainParcels];
}

- (void)didSelectParcelAtIndex:(NSUInteger)index {
    [self.router openParcelWithTrackingNumber:self.parcels[index][@"trackingNumber"]];
}

#pragma mark - ParcelsInteractorOutput

- (void)didObtainParcels:(NSArray<NSDictionary<NSString *, NSString *> *> *)parcels {
    self.parcels = parcels;
    [self.view showParcels:parcels];
}

@end
