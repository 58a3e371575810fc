//
//  LiftTicketPresenter.m
//  Piste
//

#import "LiftTicketPresenter.h"

@implementation LiftTicketPresenter

#pragma mark - LiftTicketViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showPassCode:@"PST-7741-AX" validUntil:@"Sunday 16:30"];
}

- (void)didTapDone {
    [self.router closeTicket];
}

@end
