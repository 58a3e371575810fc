//
//  SlopesPresenter.h
//  Piste
//

#import <Foundation/Foundation.h>

#import "SlopesViewController.h"
#import "SlopesInteractor.h"
#import "SlopesRouter.h"

@interface SlopesPresenter : NSObject <SlopesViewOutput, SlopesInteractorOutput>

@property (nonatomic, weak) id<SlopesViewInput> view;
@property (nonatomic, strong) id<SlopesInteractorInput> interactor;
@property (nonatomic, strong) id<SlopesRouterInput> router;

@end
