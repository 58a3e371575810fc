//
// PBDBoardPresenter.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDBoardModuleInterface.h"
#import "PBDBoardInteractorIO.h"
#import "PBDBoardViewInterface.h"

@class PBDBoardWireframe;

/// Loads the board for its view and sends pin, compose and settings actions to the Board wireframe.
@interface PBDBoardPresenter : NSObject <PBDBoardModuleInterface, PBDBoardInteractorOutput>

@property (nonatomic, strong) id<PBDBoardInteractorInput> interactor;
@property (nonatomic, weak) PBDBoardWireframe *wireframe;
@property (nonatomic, weak) UIViewController<PBDBoardViewInterface> *userInterface;

@end
