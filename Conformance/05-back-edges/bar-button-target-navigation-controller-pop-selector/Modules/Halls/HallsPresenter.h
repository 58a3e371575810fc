//
//  HallsPresenter.h
//  Gallerist
//

#import <Foundation/Foundation.h>

#import "HallsViewController.h"
#import "HallsInteractor.h"
#import "HallsRouter.h"

@interface HallsPresenter : NSObject <HallsViewOutput, HallsInteractorOutput>

@property (nonatomic, weak) id<HallsViewInput> view;
@property (nonatomic, strong) id<HallsInteractorInput> interactor;
@property (nonatomic, strong) id<HallsRouterInput> router;

@end
