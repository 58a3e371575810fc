//
//  DRPNotifications.h
//  Dropline
//

#import <Foundation/Foundation.h>

extern NSNotificationName const DRPDonationBookedNotification;
extern NSString * const DRPSlotIdentifierKey;
