//
// PBDAboutViewController.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDAboutViewController.h"

@implementation PBDAboutViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.eventHandler updateView];
}

@end
