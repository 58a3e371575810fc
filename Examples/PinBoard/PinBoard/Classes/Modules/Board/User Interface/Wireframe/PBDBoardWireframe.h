//
// PBDBoardWireframe.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <UIKit/UIKit.h>
@class PBDRootWireframe;
@class PBDPinWireframe;
@class PBDComposeWireframe;
@class PBDSettingsRouter;

@class PBDBoardPresenter;

/**
 * Installs the board as the app's root screen and opens the pin, compose and settings screens from it.
 */
@interface PBDBoardWireframe : NSObject

@property (nonatomic, strong) PBDRootWireframe *rootWireframe;
@property (nonatomic, strong) PBDBoardPresenter *boardPresenter;
@property (nonatomic, strong) PBDPinWireframe *pinWireframe;
@property (nonatomic, strong) PBDComposeWireframe *composeWireframe;
@property (nonatomic, strong) PBDSettingsRouter *settingsRouter;

- (void)presentBoardInterfaceFromWindow:(UIWindow *)window;
- (void)presentPinInterfaceForPin:(PBDPin *)pin;
- (void)presentComposeInterface;
- (void)presentSettingsInterface;

@end
