//
//  GuestsInteractor.m
//  Soiree
//

#import "GuestsInteractor.h"

@implementation GuestsInteractor

#pragma mark - GuestsInteractorInput

- (void)obtainGuests {
    [self.output didObtainGuests:@[
        @{@"name": @"Amara Okafor", @"phone": @"+44 7700 900123"},
        @{@"name": @"Luca Bianchi", @"phone": @"+39 312 555 0148"},
        @{@"name": @"Hana Sato", @"phone": @"+81 90 5550 0172"}
    ]];
}

@end
