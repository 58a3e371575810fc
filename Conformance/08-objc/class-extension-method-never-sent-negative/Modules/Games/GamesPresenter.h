//
//  GamesPresenter.h
//  Rook
//

#import <Foundation/Foundation.h>

#import "GamesViewController.h"
#import "GamesInteractor.h"
#import "GamesRouter.h"

@interface GamesPresenter : NSObject <GamesViewOutput, GamesInteractorOutput>

@property (nonatomic, weak) id<GamesViewInput> view;
@property (nonatomic, strong) id<GamesInteractorInput> interactor;
@property (nonatomic, strong) id<GamesRouterInput> router;

@end
