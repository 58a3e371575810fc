//
//  ParcelDetailPresenter.m
//  Parcelly
//

#import "ParcelDetailPresenter.h"
#import "Parcel.h"

@interface ParcelDetailPresenter ()

@property (nonatomic, strong) Parcel *parcel;

@end

@implementation ParcelDetailPresenter

- (instancetype)initWithParcel:(Parcel *)parcel {
    self = [super init];
    if (self) {
        _parcel = parcel;
    }
    return self;
}

#pragma mark - ParcelDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showTrackingNumber:self.parcel.trackingNumber status:self.parcel.status];
    [self.interactor obtainDeliveryAlertsStatus];
}

- (void)didTapTrackOnWebsite {
    [self.router openCourierWebsiteWithURL:self.parcel.courierTrackingURL];
}

- (void)didTapCallCourier {
    [self.router callCourierWithPhoneNumber:self.parcel.courierPhoneNumber];
}

- (void)didTapTurnOnDeliveryAlerts {
    [self.router openAppNotificationSettings];
}

#pragma mark - ParcelDetailInteractorOutput

- (void)didObtainDeliveryAlertsEnabled:(BOOL)enabled {
    [self.view showDeliveryAlertsEnabled:enabled];
}

@end
