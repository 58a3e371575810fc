//
//  ParcelsPresenter.m
//  Parcelly
//

#import "ParcelsPresenter.h"
#import "Parcel.h"

@interface ParcelsPresenter ()

@property (nonatomic, copy) NSArray<Parcel *> *parcels;

@end

@implementation ParcelsPresenter

#pragma mark - ParcelsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainParcels];
}

- (void)didSelectParcelAtIndex:(NSUInteger)index {
    [self.router openParcel:self.parcels[index]];
}

#pragma mark - ParcelsInteractorOutput

- (void)didObtainParcels:(NSArray<Parcel *> *)parcels {
    self.parcels = parcels;
    [self.view showParcels:parcels];
}

@end
