//
//  GuestsPresenter.m
//  Soiree
//

#import "GuestsPresenter.h"

@interface GuestsPresenter ()

@property (nonatomic, copy) NSArray<NSDictionary<NSString *, NSString *> *> *guests;

@end

@implementation GuestsPresenter

#pragma mark - GuestsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainGuests];
}

- (void)didSelectGuestAtIndex:(NSUInteger)index {
    NSDictionary<NSString *, NSString *> *guest = self.guests[index];
    [self.router openGuestDetailWithName:guest[@"name"] phoneNumber:guest[@"phone"]];
}

#pragma mark - GuestsInteractorOutput

- (void)didObtainGuests:(NSArray<NSDictionary<NSString *, NSString *> *> *)guests {
    self.guests = guests;
    NSMutableArray<NSString *> *names = [NSMutableArray array];
    for (NSDictionary<NSString *, NSString *> *guest in guests) {
        [names addObject:guest[@"name"]];
    }
    [self.view showGuestNames:names];
}

@end
