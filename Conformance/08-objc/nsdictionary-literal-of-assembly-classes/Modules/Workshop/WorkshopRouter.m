//
//  WorkshopRouter.m
//  SpokeShop
//

#import "WorkshopRouter.h"
#import "RepairGuideAssembly.h"
#import "TyreGuideModule.h"
#import "BrakeGuideModule.h"
#import "GearGuideModule.h"

@implementation WorkshopRouter

- (void)openGuideWithIdentifier:(NSString *)identifier {
    NSDictionary<NSString *, Class> *guideAssemblies = @{
        @"tyres": [TyreGuideAssembly class],
        @"brakes": [BrakeGuideAssembly class],
        @"gears": [GearGuideAssembly class],
    };
    Class assemblyClass = guideAssemblies[identifier];
    if (assemblyClass == Nil) {
        NSLog(@"Workshop: no guide for topic %@", identifier);
        return;
    }
    id<RepairGuideAssembly> assembly = [[assemblyClass alloc] init];
    UIViewController *guide = [assembly buildModule];
    [self.viewController.navigationController pushViewController:guide animated:YES];
}

@end
