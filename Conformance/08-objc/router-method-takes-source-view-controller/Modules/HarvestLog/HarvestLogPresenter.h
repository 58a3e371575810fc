//
//  HarvestLogPresenter.h
//  Sprout
//

#import <Foundation/Foundation.h>

#import "HarvestLogViewController.h"
#import "HarvestLogInteractor.h"
#import "HarvestLogRouter.h"

@interface HarvestLogPresenter : NSObject <HarvestLogViewOutput, HarvestLogInteractorOutput>

@property (nonatomic, weak) id<HarvestLogViewInput> view;
@property (nonatomic, strong) id<HarvestLogInteractorInput> interactor;
@property (nonatomic, strong) id<HarvestLogRouterInput> router;

@end
