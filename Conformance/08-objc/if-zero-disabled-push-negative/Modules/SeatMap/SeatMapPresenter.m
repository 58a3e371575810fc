//
//  SeatMapPresenter.m
//  Matinee
//

#import "SeatMapPresenter.h"

@interface SeatMapPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *rows;

@end

@implementation SeatMapPresenter

#pragma mark - SeatMapViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainRows];
}

#pragma mark - SeatMapInteractorOutput

- (void)didObtainRows:(NSArray<NSString *> *)rows {
    self.rows = rows;
    [self.view showRows:rows];
}

@end
