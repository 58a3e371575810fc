//
// PBDPinViewController.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDPinViewController.h"

@implementation PBDPinViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.eventHandler updateView];
}

@end
