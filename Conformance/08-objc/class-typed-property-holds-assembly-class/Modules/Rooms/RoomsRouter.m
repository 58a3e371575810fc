//
//  RoomsRouter.m
//  Innkeep
//

#import "RoomsRouter.h"

@implementation RoomsRouter

#pragma mark - RoomsRouterInput

- (void)openRoomWithNumber:(NSString *)roomNumber {
    UIViewController *roomDetail = [self.roomDetailAssemblyClass assembleModuleWithParameter:roomNumber];
    [self.transitionHandler.navigationController pushViewController:roomDetail animated:YES];
}

@end
