//
//  RoomsInteractor.m
//  Innkeep
//

#import "RoomsInteractor.h"

@implementation RoomsInteractor

- (void)loadAvailableRooms {
    [self.output didLoadAvailableRooms:@[@"101 · Garden double", @"204 · Harbour view twin", @"310 · Attic suite"]];
}

@end
