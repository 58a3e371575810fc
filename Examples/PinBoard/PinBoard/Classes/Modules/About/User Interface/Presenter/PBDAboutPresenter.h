//
// PBDAboutPresenter.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDAboutModuleInterface.h"
#import "PBDAboutInteractorIO.h"
#import "PBDAboutViewInterface.h"

@class PBDAboutWireframe;

/// Loads the About screen's content and dismisses the screen when the user is done.
@interface PBDAboutPresenter : NSObject <PBDAboutModuleInterface, PBDAboutInteractorOutput>

@property (nonatomic, strong) id<PBDAboutInteractorInput> interactor;
@property (nonatomic, weak) PBDAboutWireframe *wireframe;
@property (nonatomic, weak) UIViewController<PBDAboutViewInterface> *userInterface;

@end
