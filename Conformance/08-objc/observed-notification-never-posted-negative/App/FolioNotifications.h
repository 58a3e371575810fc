//
//  FolioNotifications.h
//  Folio
//

#import <Foundation/Foundation.h>

/// To be posted by the API client when refreshing the session token fails.
/// (The token refresh is not written yet; nothing posts this today.)
extern NSNotificationName const FOLSessionDidExpireNotification;

/// Posted whenever a book is added to or removed from the cart. userInfo[@"count"] is an NSNumber.
extern NSNotificationName const FOLCartDidChangeNotification;
