//
//  PlantListRouter.m
//  Greenhouse
//

#import "PlantListRouter.h"

@implementation PlantListRouter

#pragma mark - PlantListRouterInput

- (void)openCareGuide {
    // Modules never import each other: the screen is looked up by its class name.
    Class careScreenClass = NSClassFromString(@"PlantCareViewController");
    UIViewController *careScreen = [[careScreenClass alloc] init];
    [self.viewController.navigationController pushViewController:careScreen animated:YES];
}

@end
