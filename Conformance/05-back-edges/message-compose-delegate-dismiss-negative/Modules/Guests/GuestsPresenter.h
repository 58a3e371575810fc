//
//  GuestsPresenter.h
//  Soiree
//

#import <Foundation/Foundation.h>

#import "GuestsViewController.h"
#import "GuestsInteractor.h"
#import "GuestsRouter.h"

@interface GuestsPresenter : NSObject <GuestsViewOutput, GuestsInteractorOutput>

@property (nonatomic, weak) id<GuestsViewInput> view;
@property (nonatomic, strong) id<GuestsInteractorInput> interactor;
@property (nonatomic, strong) id<GuestsRouterInput> router;

@end
