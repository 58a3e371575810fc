//
//  SeatMapInteractor.m
//  Matinee
//

#import "SeatMapInteractor.h"

@implementation SeatMapInteractor

#pragma mark - SeatMapInteractorInput

- (void)obtainRows {
    [self.output didObtainRows:@[@"Row A", @"Row B", @"Row C"]];
}

@end
