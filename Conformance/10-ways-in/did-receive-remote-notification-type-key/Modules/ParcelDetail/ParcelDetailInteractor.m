//
//  ParcelDetailInteractor.m
//  Doorstep
//

#import "ParcelDetailInteractor.h"

@implementation ParcelDetailInteractor

#pragma mark - ParcelDetailInteractorInput

- (void)obtainTrackingEventsForTrackingNumber:(NSString *)trackingNumber {
    [self.output didObtainTrackingEvents:@[@"Label created", @"Arrived at depot", @"Out for delivery"]];
}

@end
