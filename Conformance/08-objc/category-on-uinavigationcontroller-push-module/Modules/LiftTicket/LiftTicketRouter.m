//
//  LiftTicketRouter.m
//  Piste
//

#import "LiftTicketRouter.h"

@implementation LiftTicketRouter

#pragma mark - LiftTicketRouterInput

- (void)closeTicket {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end
