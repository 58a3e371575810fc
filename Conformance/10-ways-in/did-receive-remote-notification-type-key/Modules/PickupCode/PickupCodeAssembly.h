//
//  PickupCodeAssembly.h
//  Doorstep
//

#import <UIKit/UIKit.h>

@interface PickupCodeAssembly : NSObject

+ (UIViewController *)buildModuleWithLockerCode:(NSString *)lockerCode;

@end
