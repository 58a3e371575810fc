//
//  CarRentalPresenter.h
//  Waypoint
//

#import <Foundation/Foundation.h>
#import "CarRentalViewController.h"

NS_ASSUME_NONNULL_BEGIN

@interface CarRentalPresenter : NSObject <CarRentalViewOutput>

@property (nonatomic, weak) id<CarRentalViewInput> view;

- (instancetype)initWithBookingIdentifier:(NSString *)bookingIdentifier;

@end

NS_ASSUME_NONNULL_END
