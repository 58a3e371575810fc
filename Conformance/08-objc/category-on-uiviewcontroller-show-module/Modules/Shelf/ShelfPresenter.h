//
//  ShelfPresenter.h
//  Bookworm
//

#import <Foundation/Foundation.h>

#import "ShelfViewController.h"
#import "ShelfInteractor.h"
#import "ShelfRouter.h"

@interface ShelfPresenter : NSObject <ShelfViewOutput, ShelfInteractorOutput>

@property (nonatomic, weak) id<ShelfViewInput> view;
@property (nonatomic, strong) id<ShelfInteractorInput> interactor;
@property (nonatomic, strong) id<ShelfRouterInput> router;

@end
