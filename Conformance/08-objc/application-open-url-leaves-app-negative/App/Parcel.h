//
//  Parcel.h
//  Parcelly
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Parcel : NSObject

@property (nonatomic, copy) NSString *trackingNumber;
@property (nonatomic, copy) NSString *courierName;
@property (nonatomic, copy) NSString *courierPhoneNumber;
@property (nonatomic, strong) NSURL *courierTrackingURL;
@property (nonatomic, copy) NSString *status;

@end

NS_ASSUME_NONNULL_END
