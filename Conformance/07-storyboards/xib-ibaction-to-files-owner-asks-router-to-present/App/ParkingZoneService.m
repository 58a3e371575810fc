#import "ParkingZoneService.h"

@implementation ParkingZoneService

+ (instancetype)sharedService {
    static ParkingZoneService *service;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        service = [[ParkingZoneService alloc] init];
    });
    return service;
}

- (NSString *)currentZoneCode {
    return @"B-214";
}

- (NSDecimalNumber *)hourlyRateForZone:(NSString *)zone {
    return [zone hasPrefix:@"A"] ? [NSDecimalNumber decimalNumberWithString:@"3.20"] : [NSDecimalNumber decimalNumberWithString:@"2.10"];
}

- (NSArray<NSString *> *)rulesForZone:(NSString *)zone {
    return @[@"Paid parking Mon-Sat 08:00-19:00",
             @"Maximum stay 3 hours",
             [NSString stringWithFormat:@"Residents' permits valid in zone %@", zone]];
}

- (void)startSessionInZone:(NSString *)zone minutes:(NSInteger)minutes {
    NSLog(@"Parking session in %@ for %ld minutes", zone, (long)minutes);
}

@end
