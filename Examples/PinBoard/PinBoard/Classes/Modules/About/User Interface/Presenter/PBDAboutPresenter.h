//
// PBDAboutPresenter.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDAboutModuleInterface.h"
#import "PBDAboutInteractorIO.h"
#import "PBDAboutViewInterface.h"

@class PBDAboutWireframe;

@interface PBDAboutPresenter : NSObject <PBDAboutModuleInterface, PBDAboutInteractorOutput>

@property (nonatomic, strong) id<PBDAboutInteractorInput> interactor;
@property (nonatomic, weak) PBDAboutWireframe *wireframe;
@property (nonatomic, weak) UIViewController<PBDAboutViewInterface> *userInterface;

@end
