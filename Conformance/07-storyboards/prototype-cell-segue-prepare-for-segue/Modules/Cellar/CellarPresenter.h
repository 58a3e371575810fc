//
//  CellarPresenter.h
//  Corkboard
//

#import <Foundation/Foundation.h>

#import "CellarViewController.h"
#import "CellarInteractor.h"

@interface CellarPresenter : NSObject <CellarViewOutput, CellarInteractorOutput>

@property (nonatomic, weak) id<CellarViewInput> view;
@property (nonatomic, strong) id<CellarInteractorInput> interactor;

@end
