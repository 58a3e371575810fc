//
//  AppointmentsRouter.h
//  Dropline
//

#import <UIKit/UIKit.h>

@protocol AppointmentsRouterInput <NSObject>
- (void)openSlotPicker;
@end

@interface AppointmentsRouter : NSObject <AppointmentsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
