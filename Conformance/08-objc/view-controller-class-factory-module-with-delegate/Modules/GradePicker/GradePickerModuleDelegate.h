//
//  GradePickerModuleDelegate.h
//  Crux
//

#import <Foundation/Foundation.h>

/// What the grade picker tells the module that opened it.
@protocol GradePickerModuleDelegate <NSObject>
- (void)gradePickerDidPickGrade:(NSString *)grade;
@end
