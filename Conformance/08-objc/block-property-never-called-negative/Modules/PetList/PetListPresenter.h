//
//  PetListPresenter.h
//  Pawprint
//

#import <Foundation/Foundation.h>

#import "PetListViewController.h"
#import "PetListInteractor.h"
#import "PetListRouter.h"

@interface PetListPresenter : NSObject <PetListViewOutput, PetListInteractorOutput>

@property (nonatomic, weak) id<PetListViewInput> view;
@property (nonatomic, strong) id<PetListInteractorInput> interactor;
@property (nonatomic, strong) id<PetListRouterInput> router;

@end
