//
//  SessionNotifications.h
//  Ledgerly
//

#import <Foundation/Foundation.h>

/// Posted when the user has signed in and a token is stored.
extern NSNotificationName const LDGSessionDidStartNotification;

/// Posted when the user signs out and the token is removed.
extern NSNotificationName const LDGSessionDidEndNotification;
