//
//  GigListRouter.m
//  Encore
//

#import "GigListRouter.h"
#import "SeatPickerAssembly.h"

@implementation GigListRouter

#pragma mark - GigListRouterInput

- (void)openSeatPickerForGig:(NSString *)gig {
    UIViewController *seatPicker = [SeatPickerAssembly buildModuleWithGig:gig];
    [self.viewController.navigationController pushViewController:seatPicker animated:YES];
}

@end
