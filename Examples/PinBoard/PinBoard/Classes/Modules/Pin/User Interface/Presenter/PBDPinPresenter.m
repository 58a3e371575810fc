//
// PBDPinPresenter.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDPinPresenter.h"
#import "PBDPinWireframe.h"

@implementation PBDPinPresenter

- (void)updateView
{
    [self.interactor loadContent];
}

- (void)contentLoaded
{
}

- (void)close
{
    [self.wireframe popPinInterface];
}

@end
