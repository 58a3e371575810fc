//
//  GuestsRouter.m
//  Soiree
//

#import "GuestsRouter.h"
#import "GuestDetailAssembly.h"

@implementation GuestsRouter

#pragma mark - GuestsRouterInput

- (void)openGuestDetailWithName:(NSString *)name phoneNumber:(NSString *)phoneNumber {
    UIViewController *guestDetail = [GuestDetailAssembly buildModuleWithName:name phoneNumber:phoneNumber];
    [self.viewController.navigationController pushViewController:guestDetail animated:YES];
}

@end
