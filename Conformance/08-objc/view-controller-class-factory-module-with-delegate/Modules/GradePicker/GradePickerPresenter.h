//
//  GradePickerPresenter.h
//  Crux
//

#import <Foundation/Foundation.h>

#import "GradePickerViewController.h"
#import "GradePickerRouter.h"
#import "GradePickerModuleDelegate.h"

@interface GradePickerPresenter : NSObject <GradePickerViewOutput>

@property (nonatomic, weak) id<GradePickerViewInput> view;
@property (nonatomic, strong) id<GradePickerRouterInput> router;
@property (nonatomic, weak) id<GradePickerModuleDelegate> delegate;

@end
