//
//  GardenPresenter.h
//  Sprout
//

#import <Foundation/Foundation.h>

#import "GardenViewController.h"
#import "GardenInteractor.h"
#import "GardenRouter.h"

@interface GardenPresenter : NSObject <GardenViewOutput, GardenInteractorOutput>

@property (nonatomic, weak) id<GardenViewInput> view;
@property (nonatomic, strong) id<GardenInteractorInput> interactor;
@property (nonatomic, strong) id<GardenRouterInput> router;

@end
