//
//  TripsPresenter.h
//  Wayfarer
//

#import <Foundation/Foundation.h>

#import "TripsViewController.h"
#import "TripsInteractor.h"
#import "TripsRouter.h"

@interface TripsPresenter : NSObject <TripsViewOutput>

@property (nonatomic, weak) id<TripsViewInput> view;
@property (nonatomic, strong) id<TripsInteractorInput> interactor;
@property (nonatomic, strong) id<TripsRouterInput> router;

@end
