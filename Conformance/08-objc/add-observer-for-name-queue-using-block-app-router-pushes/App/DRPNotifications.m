//
//  DRPNotifications.m
//  Dropline
//

#import "DRPNotifications.h"

NSNotificationName const DRPDonationBookedNotification = @"DRPDonationBookedNotification";
NSString * const DRPSlotIdentifierKey = @"slotIdentifier";
