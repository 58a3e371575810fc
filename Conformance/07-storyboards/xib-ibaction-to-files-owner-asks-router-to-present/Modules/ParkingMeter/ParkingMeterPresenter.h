#import <Foundation/Foundation.h>
#import "ParkingMeterViewController.h"

@class ParkingMeterInteractor;
@class ParkingMeterRouter;

@interface ParkingMeterPresenter : NSObject <ParkingMeterViewOutput>

@property (nonatomic, weak) id<ParkingMeterViewInput> view;
@property (nonatomic, strong) ParkingMeterInteractor *interactor;
@property (nonatomic, strong) ParkingMeterRouter *router;

@end
