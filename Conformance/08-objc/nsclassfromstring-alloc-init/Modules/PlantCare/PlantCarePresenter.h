//
//  PlantCarePresenter.h
//  Greenhouse
//

#import <Foundation/Foundation.h>

#import "PlantCareViewController.h"
#import "PlantCareInteractor.h"

@interface PlantCarePresenter : NSObject <PlantCareViewOutput, PlantCareInteractorOutput>

@property (nonatomic, weak) id<PlantCareViewInput> view;
@property (nonatomic, strong) id<PlantCareInteractorInput> interactor;

@end
