//
//  PushTokenService.h
//  Doorstep
//

#import <Foundation/Foundation.h>

@interface PushTokenService : NSObject

+ (instancetype)sharedService;
- (void)uploadDeviceToken:(NSData *)deviceToken;

@end
