//
// PBDBoardInteractor.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDBoardInteractor.h"

@implementation PBDBoardInteractor

- (void)loadContent
{
    [self.output contentLoaded];
}

@end
