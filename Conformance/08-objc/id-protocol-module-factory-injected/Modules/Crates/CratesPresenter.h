//
//  CratesPresenter.h
//  Groove
//

#import <Foundation/Foundation.h>

#import "CratesViewController.h"
#import "CratesInteractor.h"
#import "CratesRouter.h"

@interface CratesPresenter : NSObject <CratesViewOutput, CratesInteractorOutput>

@property (nonatomic, weak) id<CratesViewInput> view;
@property (nonatomic, strong) id<CratesInteractorInput> interactor;
@property (nonatomic, strong) id<CratesRouterInput> router;

@end
