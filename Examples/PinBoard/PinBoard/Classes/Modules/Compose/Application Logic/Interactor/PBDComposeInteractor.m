//
// PBDComposeInteractor.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDComposeInteractor.h"

@implementation PBDComposeInteractor

- (void)loadContent
{
    [self.output contentLoaded];
}

@end
