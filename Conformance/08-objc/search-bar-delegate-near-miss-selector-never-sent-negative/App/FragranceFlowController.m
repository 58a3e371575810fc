//
//  FragranceFlowController.m
//  Sillage
//

#import "FragranceFlowController.h"
#import "FragrancesAssembly.h"
#import "FragranceDetailModule.h"
#import "FragranceSearchModule.h"

@interface FragranceFlowController ()
@property (nonatomic, strong) UINavigationController *navigationController;
@end

@implementation FragranceFlowController

- (void)startInWindow:(UIWindow *)window {
    UIViewController *fragrances = [FragrancesAssembly buildModuleWithOutput:self];
    self.navigationController = [[UINavigationController alloc] initWithRootViewController:fragrances];
    window.rootViewController = self.navigationController;
}

#pragma mark - FragrancesModuleOutput

- (void)fragrancesModuleDidSelectFragranceWithName:(NSString *)name {
    UIViewController *detail = [FragranceDetailAssembly buildModuleWithName:name];
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)fragrancesModuleDidRequestSearchWithQuery:(NSString *)query {
    UIViewController *results = [FragranceSearchAssembly buildModuleWithQuery:query];
    [self.navigationController pushViewController:results animated:YES];
}

@end
