//
//  RouteLogRouter.h
//  Crux
//

#import <UIKit/UIKit.h>

#import "GradePickerModuleDelegate.h"

@protocol RouteLogRouterInput <NSObject>
- (void)openGradePickerWithDelegate:(id<GradePickerModuleDelegate>)delegate;
@end

@interface RouteLogRouter : NSObject <RouteLogRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
