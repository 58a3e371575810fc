//
//  QuiltTabBarController.m
//  Patchwork
//

#import "QuiltTabBarController.h"
#import "QuiltProjectsModule.h"
#import "FabricStashModule.h"
#import "ProjectNoteModule.h"

@implementation QuiltTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    UINavigationController *projects = [[UINavigationController alloc] initWithRootViewController:[QuiltProjectsAssembly buildModule]];
    projects.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Projects" image:[UIImage systemImageNamed:@"square.grid.3x3"] tag:0];
    UINavigationController *stash = [[UINavigationController alloc] initWithRootViewController:[FabricStashAssembly buildModule]];
    stash.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Stash" image:[UIImage systemImageNamed:@"shippingbox"] tag:1];
    self.viewControllers = @[projects, stash];
}

#pragma mark - Responder chain actions

- (IBAction)startProjectNote:(id)sender {
    UIViewController *note = [ProjectNoteAssembly buildModule];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:note];
    [self presentViewController:navigationController animated:YES completion:nil];
}

@end
