//
//  TrailerPresenter.m
//  Matinee
//

#import "TrailerPresenter.h"

@implementation TrailerPresenter

#pragma mark - TrailerViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showClips:@[@"Teaser", @"Official trailer"]];
}

@end
