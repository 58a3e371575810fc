//
//  HotelStayPresenter.h
//  Waypoint
//

#import <Foundation/Foundation.h>
#import "HotelStayViewController.h"

NS_ASSUME_NONNULL_BEGIN

@interface HotelStayPresenter : NSObject <HotelStayViewOutput>

@property (nonatomic, weak) id<HotelStayViewInput> view;

- (instancetype)initWithBookingIdentifier:(NSString *)bookingIdentifier;

@end

NS_ASSUME_NONNULL_END
