//
//  ParcelsPresenter.h
//  Parcelly
//

#import <Foundation/Foundation.h>

#import "ParcelsViewController.h"
#import "ParcelsInteractor.h"
#import "ParcelsRouter.h"

@interface ParcelsPresenter : NSObject <ParcelsViewOutput, ParcelsInteractorOutput>

@property (nonatomic, weak) id<ParcelsViewInput> view;
@property (nonatomic, strong) id<ParcelsInteractorInput> interactor;
@property (nonatomic, strong) id<ParcelsRouterInput> router;

@end
