#import <Foundation/Foundation.h>

@class ParkingZoneService;

@interface ParkingMeterInteractor : NSObject

- (instancetype)initWithService:(ParkingZoneService *)service;

- (NSString *)zone;
- (NSDecimalNumber *)hourlyRate;
- (NSString *)costForMinutes:(NSInteger)minutes;
- (void)startSessionForMinutes:(NSInteger)minutes;

@end
