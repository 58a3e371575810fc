//
//  StationsPresenter.h
//  Spokes
//

#import <Foundation/Foundation.h>

#import "StationsViewController.h"
#import "StationsInteractor.h"
#import "StationsRouter.h"

@interface StationsPresenter : NSObject <StationsViewOutput, StationsInteractorOutput>

@property (nonatomic, weak) id<StationsViewInput> view;
@property (nonatomic, strong) id<StationsInteractorInput> interactor;
@property (nonatomic, strong) id<StationsRouterInput> router;

@end
