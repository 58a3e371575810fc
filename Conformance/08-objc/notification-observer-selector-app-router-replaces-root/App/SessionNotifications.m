//
//  SessionNotifications.m
//  Ledgerly
//

#import "SessionNotifications.h"

NSNotificationName const LDGSessionDidStartNotification = @"LDGSessionDidStartNotification";
NSNotificationName const LDGSessionDidEndNotification = @"LDGSessionDidEndNotification";
