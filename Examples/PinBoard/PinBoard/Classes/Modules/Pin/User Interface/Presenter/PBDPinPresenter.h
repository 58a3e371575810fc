//
// PBDPinPresenter.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDPinModuleInterface.h"
#import "PBDPinInteractorIO.h"
#import "PBDPinViewInterface.h"

@class PBDPinWireframe;

/// Loads the pin screen's content and asks the Pin wireframe to close the screen.
@interface PBDPinPresenter : NSObject <PBDPinModuleInterface, PBDPinInteractorOutput>

@property (nonatomic, strong) id<PBDPinInteractorInput> interactor;
@property (nonatomic, weak) PBDPinWireframe *wireframe;
@property (nonatomic, weak) UIViewController<PBDPinViewInterface> *userInterface;

@end
