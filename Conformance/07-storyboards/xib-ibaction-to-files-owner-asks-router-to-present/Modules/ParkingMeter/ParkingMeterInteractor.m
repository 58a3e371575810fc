#import "ParkingMeterInteractor.h"
#import "ParkingZoneService.h"

@interface ParkingMeterInteractor ()
@property (nonatomic, strong) ParkingZoneService *service;
@end

@implementation ParkingMeterInteractor

- (instancetype)initWithService:(ParkingZoneService *)service {
    if ((self = [super init])) {
        _service = service;
    }
    return self;
}

- (NSString *)zone {
    return [self.service currentZoneCode];
}

- (NSDecimalNumber *)hourlyRate {
    return [self.service hourlyRateForZone:[self zone]];
}

- (NSString *)costForMinutes:(NSInteger)minutes {
    NSDecimalNumber *hours = [NSDecimalNumber decimalNumberWithMantissa:(unsigned long long)minutes exponent:0 isNegative:NO];
    hours = [hours decimalNumberByDividingBy:[NSDecimalNumber decimalNumberWithString:@"60"]];
    NSDecimalNumber *cost = [[self hourlyRate] decimalNumberByMultiplyingBy:hours];
    return [NSNumberFormatter localizedStringFromNumber:cost numberStyle:NSNumberFormatterCurrencyStyle];
}

- (void)startSessionForMinutes:(NSInteger)minutes {
    [self.service startSessionInZone:[self zone] minutes:minutes];
}

@end
