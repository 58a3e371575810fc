//
//  WorkshopPresenter.h
//  SpokeShop
//

#import <Foundation/Foundation.h>

#import "WorkshopViewController.h"
#import "WorkshopInteractor.h"
#import "WorkshopRouter.h"

@interface WorkshopPresenter : NSObject <WorkshopViewOutput>

@property (nonatomic, weak) id<WorkshopViewInput> view;
@property (nonatomic, strong) id<WorkshopInteractorInput> interactor;
@property (nonatomic, strong) id<WorkshopRouterInput> router;

@end
