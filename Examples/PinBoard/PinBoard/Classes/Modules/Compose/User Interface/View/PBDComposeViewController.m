//
// PBDComposeViewController.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDComposeViewController.h"

@implementation PBDComposeViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.eventHandler updateView];
}

@end
