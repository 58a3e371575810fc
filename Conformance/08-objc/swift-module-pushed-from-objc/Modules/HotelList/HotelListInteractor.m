//
//  HotelListInteractor.m
//  Staybook
//

#import "HotelListInteractor.h"

@implementation HotelListInteractor

#pragma mark - HotelListInteractorInput

- (void)obtainHotels {
    [self.output didObtainHotels:@[@"Harbour View", @"The Linden", @"Casa Azul"]];
}

@end
