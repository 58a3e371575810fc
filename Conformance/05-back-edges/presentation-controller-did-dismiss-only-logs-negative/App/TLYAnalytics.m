//
//  TLYAnalytics.m
//  Tally
//

#import "TLYAnalytics.h"

@implementation TLYAnalytics

+ (instancetype)sharedAnalytics {
    static TLYAnalytics *shared;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        shared = [[TLYAnalytics alloc] init];
    });
    return shared;
}

- (void)trackEvent:(NSString *)name properties:(NSDictionary<NSString *, id> *)properties {
    NSLog(@"[analytics] %@ %@", name, properties ?: @{});
}

@end
