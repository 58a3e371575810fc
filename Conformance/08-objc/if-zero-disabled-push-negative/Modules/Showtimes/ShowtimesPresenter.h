//
//  ShowtimesPresenter.h
//  Matinee
//

#import <Foundation/Foundation.h>

#import "ShowtimesViewController.h"
#import "ShowtimesInteractor.h"
#import "ShowtimesRouter.h"

@interface ShowtimesPresenter : NSObject <ShowtimesViewOutput, ShowtimesInteractorOutput>

@property (nonatomic, weak) id<ShowtimesViewInput> view;
@property (nonatomic, strong) id<ShowtimesInteractorInput> interactor;
@property (nonatomic, strong) id<ShowtimesRouterInput> router;

@end
