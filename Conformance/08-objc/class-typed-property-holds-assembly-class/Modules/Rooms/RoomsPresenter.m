//
//  RoomsPresenter.m
//  Innkeep
//

#import "RoomsPresenter.h"

@interface RoomsPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *rooms;

@end

@implementation RoomsPresenter

#pragma mark - RoomsViewOutput

- (void)viewIsReady {
    [self.interactor loadAvailableRooms];
}

- (void)didSelectRoomAtIndex:(NSUInteger)index {
    NSString *room = self.rooms[index];
    NSString *number = [[room componentsSeparatedByString:@" "] firstObject];
    [self.router openRoomWithNumber:number];
}

#pragma mark - RoomsInteractorOutput

- (void)didLoadAvailableRooms:(NSArray<NSString *> *)rooms {
    self.rooms = rooms;
    [self.view showRooms:rooms];
}

@end
