//
//  GardenRouter.m
//  Sprout
//

#import "GardenRouter.h"
#import "GardenRouter+Schedule.h"
#import "PlantDetailAssembly.h"

// -openWateringSchedule is implemented in the Schedule category (GardenRouter+Schedule.m).
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wprotocol"

@implementation GardenRouter

#pragma mark - GardenRouterInput

- (void)openPlantDetailWithName:(NSString *)plantName {
    UIViewController *plantDetail = [PlantDetailAssembly buildModuleWithPlantName:plantName];
    [self.viewController.navigationController pushViewController:plantDetail animated:YES];
}

@end

#pragma clang diagnostic pop
