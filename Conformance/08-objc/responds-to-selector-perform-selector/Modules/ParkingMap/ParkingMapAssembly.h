//
//  ParkingMapAssembly.h
//  ParkEasy
//

#import <UIKit/UIKit.h>

@interface ParkingMapAssembly : NSObject

+ (UIViewController *)buildModule;

@end
