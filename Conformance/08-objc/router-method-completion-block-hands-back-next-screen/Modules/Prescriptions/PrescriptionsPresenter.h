//
//  PrescriptionsPresenter.h
//  Dispensary
//

#import <Foundation/Foundation.h>

#import "PrescriptionsViewController.h"
#import "PrescriptionsInteractor.h"
#import "PrescriptionsRouter.h"

@interface PrescriptionsPresenter : NSObject <PrescriptionsViewOutput>

@property (nonatomic, weak) id<PrescriptionsViewInput> view;
@property (nonatomic, strong) id<PrescriptionsInteractorInput> interactor;
@property (nonatomic, strong) id<PrescriptionsRouterInput> router;

@end
