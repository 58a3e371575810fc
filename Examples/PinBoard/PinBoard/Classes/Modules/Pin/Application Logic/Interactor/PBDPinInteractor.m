//
// PBDPinInteractor.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDPinInteractor.h"

@implementation PBDPinInteractor

- (void)loadContent
{
    [self.output contentLoaded];
}

@end
