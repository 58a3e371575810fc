//
//  Booking.m
//  Waypoint
//

#import "Booking.h"

@implementation Booking

- (nullable instancetype)initWithDictionary:(NSDictionary<NSString *, id> *)dictionary {
    NSString *identifier = dictionary[@"id"];
    NSString *type = dictionary[@"type"];
    if (identifier == nil || type == nil) {
        return nil;
    }
    self = [super init];
    if (self) {
        _identifier = [identifier copy];
        _type = [type copy];
        _summary = [dictionary[@"summary"] copy] ?: @"";
    }
    return self;
}

@end
