//
//  AddCropPresenter.h
//  Sprout
//

#import <Foundation/Foundation.h>

#import "AddCropViewController.h"
#import "AddCropInteractor.h"
#import "AddCropRouter.h"

@interface AddCropPresenter : NSObject <AddCropViewOutput, AddCropInteractorOutput>

@property (nonatomic, weak) id<AddCropViewInput> view;
@property (nonatomic, strong) id<AddCropInteractorInput> interactor;
@property (nonatomic, strong) id<AddCropRouterInput> router;

@end
