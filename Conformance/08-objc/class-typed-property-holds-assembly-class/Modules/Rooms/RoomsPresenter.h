//
//  RoomsPresenter.h
//  Innkeep
//

#import <Foundation/Foundation.h>

#import "RoomsViewController.h"
#import "RoomsInteractor.h"
#import "RoomsRouter.h"

@interface RoomsPresenter : NSObject <RoomsViewOutput, RoomsInteractorOutput>

@property (nonatomic, weak) id<RoomsViewInput> view;
@property (nonatomic, strong) id<RoomsInteractorInput> interactor;
@property (nonatomic, strong) id<RoomsRouterInput> router;

@end
