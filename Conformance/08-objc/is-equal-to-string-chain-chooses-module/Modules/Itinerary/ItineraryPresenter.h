//
//  ItineraryPresenter.h
//  Waypoint
//

#import <Foundation/Foundation.h>

#import "ItineraryViewController.h"
#import "ItineraryInteractor.h"
#import "ItineraryRouter.h"

@interface ItineraryPresenter : NSObject <ItineraryViewOutput, ItineraryInteractorOutput>

@property (nonatomic, weak) id<ItineraryViewInput> view;
@property (nonatomic, strong) id<ItineraryInteractorInput> interactor;
@property (nonatomic, strong) id<ItineraryRouterInput> router;

@end
