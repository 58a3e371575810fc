//
//  SeatPickerRouter.m
//  Encore
//

#import "SeatPickerRouter.h"
#import "TicketModule.h"

@implementation SeatPickerRouter

#pragma mark - SeatPickerRouterInput

- (void)showTicketWithCode:(NSString *)code gig:(NSString *)gig seat:(NSString *)seat {
    UINavigationController *navigationController = self.viewController.navigationController;
    UIViewController *gigList = navigationController.viewControllers.firstObject;
    UIViewController *ticket = [TicketAssembly buildModuleWithCode:code gig:gig seat:seat];
    // A bought seat cannot be picked again: Back from the ticket goes straight to the gig list.
    [navigationController setViewControllers:@[gigList, ticket] animated:YES];
}

@end
