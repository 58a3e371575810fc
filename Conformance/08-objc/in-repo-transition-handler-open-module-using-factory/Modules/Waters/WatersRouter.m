//
//  WatersRouter.m
//  Reelmark
//

#import "WatersRouter.h"
#import "RMKModuleFactory.h"
#import "WaterDetailAssembly.h"

@implementation WatersRouter

#pragma mark - WatersRouterInput

- (void)openWaterWithIdentifier:(NSString *)identifier {
    RMKModuleFactory *factory = [RMKModuleFactory factoryWithBuildBlock:^UIViewController *{
        return [WaterDetailAssembly assembleModuleWithWaterIdentifier:identifier];
    }];
    [self.transitionHandler openModuleUsingFactory:factory withTransitionBlock:nil];
}

@end
