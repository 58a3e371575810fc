//
//  ParkingMapPresenter.h
//  ParkEasy
//

#import <Foundation/Foundation.h>

#import "ParkingMapViewController.h"
#import "ParkingMapInteractor.h"
#import "ParkingMapRouter.h"

@interface ParkingMapPresenter : NSObject <ParkingMapViewOutput, ParkingMapInteractorOutput>

@property (nonatomic, weak) id<ParkingMapViewInput> view;
@property (nonatomic, strong) id<ParkingMapInteractorInput> interactor;
@property (nonatomic, strong) id<ParkingMapRouterInput> router;

@end
