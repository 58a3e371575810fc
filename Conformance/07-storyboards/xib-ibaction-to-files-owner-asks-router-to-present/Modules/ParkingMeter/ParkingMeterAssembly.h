#import <UIKit/UIKit.h>

@interface ParkingMeterAssembly : NSObject

+ (UIViewController *)parkingMeterModule;

@end
