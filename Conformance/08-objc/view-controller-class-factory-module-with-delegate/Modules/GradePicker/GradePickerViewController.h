//
//  GradePickerViewController.h
//  Crux
//

#import <UIKit/UIKit.h>

#import "GradePickerModuleDelegate.h"

NS_ASSUME_NONNULL_BEGIN

@protocol GradePickerViewInput <NSObject>
- (void)showGrades:(NSArray<NSString *> *)grades;
@end

@protocol GradePickerViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectGradeAtIndex:(NSUInteger)index;
- (void)didTapCancel;
@end

@interface GradePickerViewController : UITableViewController <GradePickerViewInput>

/// Builds the whole grade picker module (presenter and router included) around a new screen.
+ (instancetype)moduleWithDelegate:(id<GradePickerModuleDelegate>)delegate;

@property (nonatomic, strong) id<GradePickerViewOutput> output;

@end

NS_ASSUME_NONNULL_END
