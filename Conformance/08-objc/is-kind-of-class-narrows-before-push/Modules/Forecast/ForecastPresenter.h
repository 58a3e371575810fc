//
//  ForecastPresenter.h
//  Skyline
//

#import <Foundation/Foundation.h>

#import "ForecastViewController.h"
#import "ForecastInteractor.h"

@interface ForecastPresenter : NSObject <ForecastViewOutput, ForecastInteractorOutput>

@property (nonatomic, weak) id<ForecastViewInput> view;
@property (nonatomic, strong) id<ForecastInteractorInput> interactor;
@property (nonatomic, copy) NSString *city;

@end
