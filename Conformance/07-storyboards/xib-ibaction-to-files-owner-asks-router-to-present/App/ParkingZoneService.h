#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ParkingZoneService : NSObject

+ (instancetype)sharedService;

- (NSString *)currentZoneCode;
- (NSDecimalNumber *)hourlyRateForZone:(NSString *)zone;
- (NSArray<NSString *> *)rulesForZone:(NSString *)zone;
- (void)startSessionInZone:(NSString *)zone minutes:(NSInteger)minutes;

@end

NS_ASSUME_NONNULL_END
