//
// PBDComposePresenter.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDComposeModuleInterface.h"
#import "PBDComposeInteractorIO.h"
#import "PBDComposeViewInterface.h"

@class PBDComposeWireframe;

/// Closes the compose screen when the draft is saved or cancelled.
@interface PBDComposePresenter : NSObject <PBDComposeModuleInterface, PBDComposeInteractorOutput>

@property (nonatomic, strong) id<PBDComposeInteractorInput> interactor;
@property (nonatomic, weak) PBDComposeWireframe *wireframe;
@property (nonatomic, weak) UIViewController<PBDComposeViewInterface> *userInterface;

@end
