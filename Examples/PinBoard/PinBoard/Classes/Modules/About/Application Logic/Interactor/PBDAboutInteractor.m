//
// PBDAboutInteractor.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDAboutInteractor.h"

@implementation PBDAboutInteractor

- (void)loadContent
{
    [self.output contentLoaded];
}

@end
