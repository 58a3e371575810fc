//
//  PlaylistPresenter.h
//  Tempo
//

#import <Foundation/Foundation.h>

#import "PlaylistViewController.h"
#import "PlaylistInteractor.h"
#import "PlaylistRouter.h"

@interface PlaylistPresenter : NSObject <PlaylistViewOutput, PlaylistInteractorOutput>

@property (nonatomic, weak) id<PlaylistViewInput> view;
@property (nonatomic, strong) id<PlaylistInteractorInput> interactor;
@property (nonatomic, strong) id<PlaylistRouterInput> router;

@end
