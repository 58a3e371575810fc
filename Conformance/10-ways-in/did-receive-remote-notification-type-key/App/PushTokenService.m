//
//  PushTokenService.m
//  Doorstep
//

#import "PushTokenService.h"

@implementation PushTokenService

+ (instancetype)sharedService {
    static PushTokenService *shared;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        shared = [[PushTokenService alloc] init];
    });
    return shared;
}

- (void)uploadDeviceToken:(NSData *)deviceToken {
    NSLog(@"Uploading push token (%lu bytes)", (unsigned long)deviceToken.length);
}

@end
