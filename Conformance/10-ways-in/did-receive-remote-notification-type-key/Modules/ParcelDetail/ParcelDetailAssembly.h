//
//  ParcelDetailAssembly.h
//  Doorstep
//

#import <UIKit/UIKit.h>

@interface ParcelDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithTrackingNumber:(NSString *)trackingNumber;

@end
