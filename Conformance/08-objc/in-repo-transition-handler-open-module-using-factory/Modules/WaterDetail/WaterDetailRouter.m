//
//  WaterDetailRouter.m
//  Reelmark
//

#import "WaterDetailRouter.h"
#import "RMKModuleFactory.h"
#import "LogCatchAssembly.h"

@implementation WaterDetailRouter

#pragma mark - WaterDetailRouterInput

- (void)openLogCatchForWaterWithIdentifier:(NSString *)identifier {
    RMKModuleFactory *factory = [RMKModuleFactory factoryWithBuildBlock:^UIViewController *{
        return [LogCatchAssembly assembleModuleWithWaterIdentifier:identifier];
    }];
    [self.transitionHandler openModuleUsingFactory:factory
                               withTransitionBlock:^(id<RMKTransitionHandler> sourceHandler, id<RMKTransitionHandler> destinationHandler) {
        UIViewController *source = (UIViewController *)sourceHandler;
        UINavigationController *container = [[UINavigationController alloc] initWithRootViewController:(UIViewController *)destinationHandler];
        container.modalPresentationStyle = UIModalPresentationFormSheet;
        [source presentViewController:container animated:YES completion:nil];
    }];
}

@end
