//
//  Booking.h
//  Waypoint
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// A booking as the itinerary API sends it; `type` is the API's string: "flight", "hotel" or "car".
@interface Booking : NSObject

@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy, readonly) NSString *type;
@property (nonatomic, copy, readonly) NSString *summary;

- (nullable instancetype)initWithDictionary:(NSDictionary<NSString *, id> *)dictionary;

@end

NS_ASSUME_NONNULL_END
