//
//  CityListPresenter.h
//  Skyline
//

#import <Foundation/Foundation.h>

#import "CityListViewController.h"
#import "CityListInteractor.h"
#import "CityListRouter.h"

@interface CityListPresenter : NSObject <CityListViewOutput, CityListInteractorOutput>

@property (nonatomic, weak) id<CityListViewInput> view;
@property (nonatomic, strong) id<CityListInteractorInput> interactor;
@property (nonatomic, strong) id<CityListRouterInput> router;

@end
