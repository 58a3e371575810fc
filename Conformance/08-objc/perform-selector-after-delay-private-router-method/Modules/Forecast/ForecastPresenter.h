//
//  ForecastPresenter.h
//  Nimbus
//

#import <Foundation/Foundation.h>

#import "ForecastViewController.h"
#import "ForecastInteractor.h"
#import "ForecastRouter.h"

@interface ForecastPresenter : NSObject <ForecastViewOutput, ForecastInteractorOutput>

@property (nonatomic, weak) id<ForecastViewInput> view;
@property (nonatomic, strong) id<ForecastInteractorInput> interactor;
@property (nonatomic, strong) id<ForecastRouterInput> router;

@end
