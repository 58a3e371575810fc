//
//  PetListRouter.m
//  Pawprint
//

#import "PetListRouter.h"
#import "PetProfileAssembly.h"

@implementation PetListRouter

#pragma mark - PetListRouterInput

- (void)openProfileForPet:(NSString *)petName {
    UIViewController *profile = [PetProfileAssembly buildModuleWithPetName:petName];
    [self.viewController.navigationController pushViewController:profile animated:YES];
}

@end
