//
//  SlopesRouter.m
//  Piste
//

#import "SlopesRouter.h"
#import "UINavigationController+PSTModuleStack.h"
#import "SlopeDetailBuilder.h"
#import "LiftTicketBuilder.h"

@implementation SlopesRouter

#pragma mark - SlopesRouterInput

- (void)openSlopeWithName:(NSString *)name {
    UIViewController *detail = [SlopeDetailBuilder buildWithSlopeName:name];
    [self.viewController.navigationController pst_pushModule:detail];
}

- (void)openLiftTicket {
    UIViewController *ticket = [LiftTicketBuilder build];
    [self.viewController.navigationController pst_presentModuleInNavigationController:ticket];
}

@end
