//
//  WineDetailPresenter.h
//  Corkboard
//

#import <Foundation/Foundation.h>

#import "WineDetailViewController.h"
#import "WineDetailInteractor.h"
#import "WineDetailModuleInput.h"

@interface WineDetailPresenter : NSObject <WineDetailModuleInput, WineDetailViewOutput, WineDetailInteractorOutput>

@property (nonatomic, weak) id<WineDetailViewInput> view;
@property (nonatomic, strong) id<WineDetailInteractorInput> interactor;

@end
