//
//  ParcelDetailPresenter.m
//  Doorstep
//

#import "ParcelDetailPresenter.h"

@implementation ParcelDetailPresenter

#pragma mark - ParcelDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showTrackingNumber:self.trackingNumber];
    [self.interactor obtainTrackingEventsForTrackingNumber:self.trackingNumber];
}

#pragma mark - ParcelDetailInteractorOutput

- (void)didObtainTrackingEvents:(NSArray<NSString *> *)events {
    [self.view showTrackingEvents:events];
}

@end
