//
//  AppointmentsAssembly.h
//  Dropline
//

#import <UIKit/UIKit.h>

@interface AppointmentsAssembly : NSObject

+ (UIViewController *)assembleModule;

@end
