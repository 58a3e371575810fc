//
//  RoomDetailPresenter.m
//  Innkeep
//

#import "RoomDetailPresenter.h"

@implementation RoomDetailPresenter

#pragma mark - RoomDetailViewOutput

- (void)viewIsReady {
    NSArray<NSString *> *amenities = @[@"Queen bed", @"Rain shower", @"Breakfast included", @"Late checkout on request"];
    [self.view showRoomNumber:self.roomNumber amenities:amenities];
}

@end
