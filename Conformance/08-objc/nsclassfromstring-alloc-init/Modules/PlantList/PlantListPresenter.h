//
//  PlantListPresenter.h
//  Greenhouse
//

#import <Foundation/Foundation.h>

#import "PlantListViewController.h"
#import "PlantListInteractor.h"
#import "PlantListRouter.h"

@interface PlantListPresenter : NSObject <PlantListViewOutput, PlantListInteractorOutput>

@property (nonatomic, weak) id<PlantListViewInput> view;
@property (nonatomic, strong) id<PlantListInteractorInput> interactor;
@property (nonatomic, strong) id<PlantListRouterInput> router;

@end
