//
//  AppointmentsRouter.m
//  Dropline
//

#import "AppointmentsRouter.h"
#import "SlotPickerAssembly.h"

@implementation AppointmentsRouter

#pragma mark - AppointmentsRouterInput

- (void)openSlotPicker {
    UIViewController *slotPicker = [SlotPickerAssembly assembleModule];
    [self.viewController.navigationController pushViewController:slotPicker animated:YES];
}

@end
