//
// PBDComposePresenter.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDComposePresenter.h"
#import "PBDComposeWireframe.h"

@implementation PBDComposePresenter

- (void)updateView
{
    [self.interactor loadContent];
}

- (void)contentLoaded
{
}

- (void)save
{
    [self.wireframe dismissComposeInterface];
}

- (void)cancel
{
    [self.wireframe dismissComposeInterface];
}

@end
