//
// PBDBoardViewController.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDBoardViewController.h"

@implementation PBDBoardViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.eventHandler updateView];
}

@end
