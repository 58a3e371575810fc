//
// PBDAboutPresenter.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDAboutPresenter.h"
#import "PBDAboutWireframe.h"

@implementation PBDAboutPresenter

- (void)updateView
{
    [self.interactor loadContent];
}

- (void)contentLoaded
{
}

- (void)done
{
    [self.wireframe dismissAboutInterface];
}

@end
