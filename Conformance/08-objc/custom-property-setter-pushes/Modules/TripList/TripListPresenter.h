//
//  TripListPresenter.h
//  Wanderlust
//

#import <Foundation/Foundation.h>

#import "TripListViewController.h"
#import "TripListInteractor.h"
#import "TripListRouter.h"

@interface TripListPresenter : NSObject <TripListViewOutput, TripListInteractorOutput>

@property (nonatomic, weak) id<TripListViewInput> view;
@property (nonatomic, strong) id<TripListInteractorInput> interactor;
@property (nonatomic, strong) id<TripListRouterInput> router;

@end
