//
//  GradePickerRouter.h
//  Crux
//

#import <UIKit/UIKit.h>

@protocol GradePickerRouterInput <NSObject>
- (void)closeGradePicker;
@end

@interface GradePickerRouter : NSObject <GradePickerRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
