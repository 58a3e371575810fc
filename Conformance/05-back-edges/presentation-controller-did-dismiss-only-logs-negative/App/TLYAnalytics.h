//
//  TLYAnalytics.h
//  Tally
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface TLYAnalytics : NSObject

+ (instancetype)sharedAnalytics;
- (void)trackEvent:(NSString *)name properties:(nullable NSDictionary<NSString *, id> *)properties;

@end

NS_ASSUME_NONNULL_END
