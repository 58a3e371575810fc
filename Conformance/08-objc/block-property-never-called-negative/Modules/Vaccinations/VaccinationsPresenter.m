//
//  VaccinationsPresenter.m
//  Pawprint
//

#import "VaccinationsPresenter.h"

@interface VaccinationsPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *shots;

@end

@implementation VaccinationsPresenter

#pragma mark - VaccinationsViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainShots];
}

#pragma mark - VaccinationsInteractorOutput

- (void)didObtainShots:(NSArray<NSString *> *)shots {
    self.shots = shots;
    [self.view showShots:shots];
}

@end
