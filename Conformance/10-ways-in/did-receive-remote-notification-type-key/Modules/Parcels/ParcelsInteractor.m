//
//  ParcelsInteractor.m
//  Doorstep
//

#import "ParcelsInteractor.h"

@implementation ParcelsInteractor

#pragma mark - ParcelsInteractorInput

- (void)obtainParcels {
    [self.output didObtainParcels:@[
        @{@"trackingNumber": @"DS-44120", @"sender": @"Bookshop", @"status": @"Out for delivery"},
        @{@"trackingNumber": @"DS-44187", @"sender": @"Tea Co.", @"status": @"In locker"}
    ]];
}

@end
