//
// PBDBoardPresenter.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDBoardPresenter.h"
#import "PBDBoardWireframe.h"

@implementation PBDBoardPresenter

- (void)updateView
{
    [self.interactor loadContent];
}

- (void)contentLoaded
{
}

- (void)selectPin:(PBDPin *)pin
{
    [self.wireframe presentPinInterfaceForPin:pin];
}

- (void)addNewPin
{
    [self.wireframe presentComposeInterface];
}

- (void)openSettings
{
    [self.wireframe presentSettingsInterface];
}

@end
