//
//  SlopeDetailPresenter.m
//  Piste
//

#import "SlopeDetailPresenter.h"

@implementation SlopeDetailPresenter

#pragma mark - SlopeDetailViewOutput

- (void)didTriggerViewReadyEvent {
    NSString *conditions = @"Groomed this morning · 35 cm base · Lift open until 16:30";
    [self.view showSlopeName:self.slopeName conditions:conditions];
}

@end
