//
//  CarRentalAssembly.h
//  Waypoint
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface CarRentalAssembly : NSObject

+ (UIViewController *)buildModuleWithBookingIdentifier:(NSString *)bookingIdentifier;

@end

NS_ASSUME_NONNULL_END
