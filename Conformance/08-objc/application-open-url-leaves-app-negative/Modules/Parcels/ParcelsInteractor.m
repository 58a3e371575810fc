//
//  ParcelsInteractor.m
//  Parcelly
//

#import "ParcelsInteractor.h"
#import "Parcel.h"

@implementation ParcelsInteractor

#pragma mark - ParcelsInteractorInput

- (void)obtainParcels {
    Parcel *lamp = [[Parcel alloc] init];
    lamp.trackingNumber = @"JD014600003811";
    lamp.courierName = @"Swiftpost";
    lamp.courierPhoneNumber = @"+441632960018";
    lamp.courierTrackingURL = [NSURL URLWithString:@"https://track.swiftpost.example/JD014600003811"];
    lamp.status = @"Out for delivery";

    Parcel *books = [[Parcel alloc] init];
    books.trackingNumber = @"RX2208871GB";
    books.courierName = @"Royal Parcels";
    books.courierPhoneNumber = @"+441632960744";
    books.courierTrackingURL = [NSURL URLWithString:@"https://royalparcels.example/track?id=RX2208871GB"];
    books.status = @"At depot";

    [self.output didObtainParcels:@[lamp, books]];
}

@end
