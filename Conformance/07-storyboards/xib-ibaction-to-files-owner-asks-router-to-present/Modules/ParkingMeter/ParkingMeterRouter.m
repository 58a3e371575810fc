#import "ParkingMeterRouter.h"
#import "ParkingHelp.h"

@implementation ParkingMeterRouter

- (void)presentHelpForZone:(NSString *)zone {
    UIViewController *help = [ParkingHelpAssembly helpModuleForZone:zone];
    help.modalPresentationStyle = UIModalPresentationPageSheet;
    help.sheetPresentationController.detents = @[[UISheetPresentationControllerDetent mediumDetent]];
    help.sheetPresentationController.prefersGrabberVisible = YES;
    [self.viewController presentViewController:help animated:YES completion:nil];
}

@end
