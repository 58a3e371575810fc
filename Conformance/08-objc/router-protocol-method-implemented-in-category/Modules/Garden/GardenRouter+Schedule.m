//
//  GardenRouter+Schedule.m
//  Sprout
//

#import "GardenRouter+Schedule.h"
#import "WateringScheduleAssembly.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wobjc-protocol-method-implementation"

@implementation GardenRouter (Schedule)

#pragma mark - GardenRouterInput

- (void)openWateringSchedule {
    UIViewController *schedule = [WateringScheduleAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:schedule];
    navigationController.modalPresentationStyle = UIModalPresentationFormSheet;
    [self.viewController presentViewController:navigationController animated:YES completion:nil];
}

@end

#pragma clang diagnostic pop
