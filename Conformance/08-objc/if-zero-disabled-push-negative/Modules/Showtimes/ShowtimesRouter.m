//
//  ShowtimesRouter.m
//  Matinee
//

#import "ShowtimesRouter.h"
#import "SeatMapAssembly.h"
#import "TrailerAssembly.h"

@implementation ShowtimesRouter

#pragma mark - ShowtimesRouterInput

- (void)openSeatMapForShowtime:(NSString *)showtime {
#if 0
    // Trailer before seat selection: switched off until the studio licence is signed.
    UIViewController *trailer = [TrailerAssembly buildModule];
    [self.viewController.navigationController pushViewController:trailer animated:YES];
    return;
#endif
    UIViewController *seatMap = [SeatMapAssembly buildModuleWithShowtime:showtime];
    [self.viewController.navigationController pushViewController:seatMap animated:YES];
}

@end
