//
//  CatalogPresenter.h
//  Folio
//

#import <Foundation/Foundation.h>

#import "CatalogViewController.h"
#import "CatalogInteractor.h"
#import "CatalogRouter.h"

@interface CatalogPresenter : NSObject <CatalogViewOutput, CatalogInteractorOutput>

@property (nonatomic, weak) id<CatalogViewInput> view;
@property (nonatomic, strong) id<CatalogInteractorInput> interactor;
@property (nonatomic, strong) id<CatalogRouterInput> router;

@end
