//
// PBDPin.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDPin.h"

@implementation PBDPin
@end
