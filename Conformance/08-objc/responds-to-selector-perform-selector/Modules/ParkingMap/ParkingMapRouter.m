//
//  ParkingMapRouter.m
//  ParkEasy
//

#import "ParkingMapRouter.h"
#import "SpotDetailAssembly.h"

@implementation ParkingMapRouter

#pragma mark - ParkingMapRouterInput

- (void)openSpotWithIdentifier:(NSString *)spotIdentifier {
    UIViewController *spotDetail = [SpotDetailAssembly buildModuleWithSpotIdentifier:spotIdentifier];
    [self.viewController.navigationController pushViewController:spotDetail animated:YES];
}

@end
