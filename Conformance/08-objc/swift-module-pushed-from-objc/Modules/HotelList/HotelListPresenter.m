//
//  HotelListPresenter.m
//  Staybook
//

#import "HotelListPresenter.h"

@interface HotelListPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *hotels;

@end

@implementation HotelListPresenter

#pragma mark - HotelListViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainHotels];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openBookingForHotel:self.hotels[index]];
}

#pragma mark - HotelListInteractorOutput

- (void)didObtainHotels:(NSArray<NSString *> *)hotels {
    self.hotels = hotels;
    [self.view showHotels:hotels];
}

@end
