//
//  WardrobePresenter.h
//  Capsule
//

#import <Foundation/Foundation.h>

#import "WardrobeViewController.h"
#import "WardrobeInteractor.h"
#import "WardrobeRouter.h"
#import "OutfitEditorModuleOutput.h"

@interface WardrobePresenter : NSObject <WardrobeViewOutput, OutfitEditorModuleOutput>

@property (nonatomic, weak) id<WardrobeViewInput> view;
@property (nonatomic, strong) id<WardrobeInteractorInput> interactor;
@property (nonatomic, strong) id<WardrobeRouterInput> router;

@end
