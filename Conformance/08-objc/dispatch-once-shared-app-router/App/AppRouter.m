//
//  AppRouter.m
//  Spokes
//

#import "AppRouter.h"
#import "StationsAssembly.h"
#import "BikeDetailAssembly.h"
#import "RentalCheckoutAssembly.h"

@interface AppRouter ()

@property (nonatomic, strong) UINavigationController *navigationController;

@end

@implementation AppRouter

+ (instancetype)sharedRouter {
    static AppRouter *sharedRouter = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedRouter = [[self alloc] init];
    });
    return sharedRouter;
}

- (void)installRootInWindow:(UIWindow *)window {
    UIViewController *stations = [StationsAssembly buildModule];
    self.navigationController = [[UINavigationController alloc] initWithRootViewController:stations];
    window.rootViewController = self.navigationController;
}

- (void)showBikeDetailWithIdentifier:(NSString *)bikeIdentifier {
    UIViewController *bikeDetail = [BikeDetailAssembly buildModuleWithBikeIdentifier:bikeIdentifier];
    [self.navigationController pushViewController:bikeDetail animated:YES];
}

- (void)presentCheckoutForBikeWithIdentifier:(NSString *)bikeIdentifier {
    UIViewController *checkout = [RentalCheckoutAssembly buildModuleWithBikeIdentifier:bikeIdentifier];
    UINavigationController *checkoutNavigation = [[UINavigationController alloc] initWithRootViewController:checkout];
    [self.navigationController presentViewController:checkoutNavigation animated:YES completion:nil];
}

- (void)dismissCheckout {
    [self.navigationController dismissViewControllerAnimated:YES completion:nil];
}

@end
