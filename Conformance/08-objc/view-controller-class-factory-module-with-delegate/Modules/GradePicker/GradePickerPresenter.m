//
//  GradePickerPresenter.m
//  Crux
//

#import "GradePickerPresenter.h"

@interface GradePickerPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *grades;

@end

@implementation GradePickerPresenter

#pragma mark - GradePickerViewOutput

- (void)didTriggerViewReadyEvent {
    self.grades = @[@"5a", @"5b", @"5c", @"6a", @"6a+", @"6b", @"6b+", @"6c", @"7a"];
    [self.view showGrades:self.grades];
}

- (void)didSelectGradeAtIndex:(NSUInteger)index {
    [self.delegate gradePickerDidPickGrade:self.grades[index]];
    [self.router closeGradePicker];
}

- (void)didTapCancel {
    [self.router closeGradePicker];
}

@end
