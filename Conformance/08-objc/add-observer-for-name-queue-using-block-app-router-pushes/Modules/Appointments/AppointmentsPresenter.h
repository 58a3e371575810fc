//
//  AppointmentsPresenter.h
//  Dropline
//

#import <Foundation/Foundation.h>

#import "AppointmentsViewController.h"
#import "AppointmentsRouter.h"

@interface AppointmentsPresenter : NSObject <AppointmentsViewOutput>

@property (nonatomic, weak) id<AppointmentsViewInput> view;
@property (nonatomic, strong) id<AppointmentsRouterInput> router;

@end
