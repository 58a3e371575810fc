//
//  CoffeeMenuPresenter.h
//  Brew
//

#import <Foundation/Foundation.h>

#import "CoffeeMenuViewController.h"
#import "CoffeeMenuInteractor.h"
#import "CoffeeMenuRouter.h"

@interface CoffeeMenuPresenter : NSObject <CoffeeMenuViewOutput, CoffeeMenuInteractorOutput>

@property (nonatomic, weak) id<CoffeeMenuViewInput> view;
@property (nonatomic, strong) id<CoffeeMenuInteractorInput> interactor;
@property (nonatomic, strong) id<CoffeeMenuRouterInput> router;

@end
