//
//  RouteLogPresenter.m
//  Crux
//

#import "RouteLogPresenter.h"

@implementation RouteLogPresenter

#pragma mark - RouteLogViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainClimbs];
}

- (void)didTapLogClimb {
    [self.router openGradePickerWithDelegate:self];
}

#pragma mark - RouteLogInteractorOutput

- (void)didObtainClimbs:(NSArray<NSString *> *)climbs {
    [self.view showClimbs:climbs];
}

#pragma mark - GradePickerModuleDelegate

- (void)gradePickerDidPickGrade:(NSString *)grade {
    [self.interactor logClimbWithGrade:grade];
}

@end
