//
//  StationsPresenter.m
//  Spokes
//

#import "StationsPresenter.h"

@interface StationsPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *bikeIdentifiers;

@end

@implementation StationsPresenter

#pragma mark - StationsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainAvailableBikes];
}

- (void)didSelectBikeAtIndex:(NSUInteger)index {
    [self.router openBikeDetailWithIdentifier:self.bikeIdentifiers[index]];
}

#pragma mark - StationsInteractorOutput

- (void)didObtainAvailableBikes:(NSArray<NSString *> *)bikeIdentifiers {
    self.bikeIdentifiers = bikeIdentifiers;
    [self.view showBikes:bikeIdentifiers];
}

@end
