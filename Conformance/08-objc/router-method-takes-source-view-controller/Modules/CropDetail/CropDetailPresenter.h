//
//  CropDetailPresenter.h
//  Sprout
//

#import <Foundation/Foundation.h>

#import "CropDetailViewController.h"
#import "CropDetailInteractor.h"

@class Crop;

@interface CropDetailPresenter : NSObject <CropDetailViewOutput, CropDetailInteractorOutput>

@property (nonatomic, weak) id<CropDetailViewInput> view;
@property (nonatomic, strong) id<CropDetailInteractorInput> interactor;
@property (nonatomic, strong) Crop *crop;

@end
