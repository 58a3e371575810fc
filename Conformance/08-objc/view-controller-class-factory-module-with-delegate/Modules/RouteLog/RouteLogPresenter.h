//
//  RouteLogPresenter.h
//  Crux
//

#import <Foundation/Foundation.h>

#import "RouteLogViewController.h"
#import "RouteLogInteractor.h"
#import "RouteLogRouter.h"
#import "GradePickerModuleDelegate.h"

@interface RouteLogPresenter : NSObject <RouteLogViewOutput, RouteLogInteractorOutput, GradePickerModuleDelegate>

@property (nonatomic, weak) id<RouteLogViewInput> view;
@property (nonatomic, strong) id<RouteLogInteractorInput> interactor;
@property (nonatomic, strong) id<RouteLogRouterInput> router;

@end
