//
//  GradePickerRouter.m
//  Crux
//

#import "GradePickerRouter.h"

@implementation GradePickerRouter

#pragma mark - GradePickerRouterInput

- (void)closeGradePicker {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end
