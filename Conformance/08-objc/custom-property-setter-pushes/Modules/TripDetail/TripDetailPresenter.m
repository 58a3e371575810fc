//
//  TripDetailPresenter.m
//  Wanderlust
//

#import "TripDetailPresenter.h"

@interface TripDetailPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *stops;

@end

@implementation TripDetailPresenter

#pragma mark - TripDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainStops];
}

#pragma mark - TripDetailInteractorOutput

- (void)didObtainStops:(NSArray<NSString *> *)stops {
    self.stops = stops;
    [self.view showStops:stops];
}

@end
