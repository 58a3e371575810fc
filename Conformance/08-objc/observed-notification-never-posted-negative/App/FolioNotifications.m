//
//  FolioNotifications.m
//  Folio
//

#import "FolioNotifications.h"

NSNotificationName const FOLSessionDidExpireNotification = @"FOLSessionDidExpireNotification";
NSNotificationName const FOLCartDidChangeNotification = @"FOLCartDidChangeNotification";
